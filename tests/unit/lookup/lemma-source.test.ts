// The shipped lemma files as the worker reads them (lemma-source.ts): as text, each its own
// string. Both must stay ASCII: response.text() then gives a one-byte string that V8 keeps
// outside the worker's JS heap (a byte above 0x7F would be read as UTF-8 and break the
// index, and reading bytes one by one copied 1.4 MB into the heap).
import { describe, expect, it } from 'vitest';
import { decodeWord } from '../../../lib/arabic/lemma-codec';
import { parseVerbIndex } from '../../../lib/arabic/verb-index';
import { LEMMA_LIST_PATH, lazyLemmaList, VERB_INDEX_PATH } from '../../../lib/lookup/lemma-source';
import { diskLemmaSource, shippedText } from '../../support/lemma-source';

const isAscii = (text: string) => [...text].every((char) => char.charCodeAt(0) < 0x80);

describe('the shipped lemma files', () => {
  it.each([LEMMA_LIST_PATH, VERB_INDEX_PATH])('%s is ASCII', async (path) => {
    expect(isAscii(await shippedText(path))).toBe(true);
  });

  it('the verb index reads every code its lines write, one- and two-character alike', async () => {
    const text = await shippedText(VERB_INDEX_PATH);
    const index = parseVerbIndex(text);
    const lines = text.split('\n');
    const body = lines.slice(1 + Number(lines[0])).filter((line) => line !== '');
    let written = 0;
    let read = 0;
    let escaped = 0;
    for (const line of body) {
      const [stem = '', ...verbs] = line.split(' ');
      for (const verb of verbs) {
        const codes = verb.replace(/^[!-J]*/u, '');
        escaped += codes.split('~').length - 1;
        written += codes.length - (codes.split('~').length - 1);
      }
      read += index.lookup(decodeWord(stem)).length;
    }
    expect(escaped, 'the index uses two-character codes').toBeGreaterThan(0);
    expect(read).toBe(written);
  });
});

describe('lazyLemmaList', () => {
  it('parses the list and the verb index from their own texts', async () => {
    const list = await lazyLemmaList(diskLemmaSource)();
    expect(list?.lookup('كتاب')?.noun).toBe(true);
    expect(list?.verbs.lookup('قول').map((entry) => entry.lemma)).toContain('قال');
  });
});
