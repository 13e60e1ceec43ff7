import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureDataFile } from '../../../scripts/accuracy/data-file';
import { listLexicon } from '../../../scripts/accuracy/lexicon';
import { readRecords } from '../../../scripts/accuracy/records';
import { diskLemmaList, diskLemmaSource } from '../../support/lemma-source';

// npm run accuracy -- --data FILE: any text annotated in the dev file's format is measured
// the same way, and its rows say, per category, what a reader got and paid.
const FIXTURE = join(import.meta.dirname, 'fixture-words.json');
const texts = await diskLemmaSource();
const list = await diskLemmaList();
const base = listLexicon(texts.list, list);

describe('measuring a data file in the dev file’s format', () => {
  it('counts each category and all, with first-occurrence calls apart', async () => {
    const { rows, words } = await measureDataFile(FIXTURE, { texts, list, base });
    expect(words).toBe(5);
    const row = (name: string) => rows.find((each) => each.category === name);
    expect(row('all')).toMatchObject({
      words: 5,
      resolved: '100.0%',
      wrong: '0.0%',
      nothing: '0.0%',
    });
    for (const name of ['noun-infl', 'proclitic', 'verb', 'bare']) {
      expect(Object.keys(row(name) ?? {})).toEqual(
        expect.arrayContaining([
          'words',
          'resolved',
          'of which a feminine’s masculine',
          'wrong',
          'nothing',
          'calls/word',
          'calls/first occurrence',
        ]),
      );
    }
    // والقلم twice: the second is answered from memory, so the mean over all occurrences
    // is lower than over first occurrences.
    const proclitic = row('proclitic');
    expect(Number(proclitic?.['calls/word'])).toBeLessThan(
      Number(proclitic?.['calls/first occurrence']),
    );
  }, 60_000);

  it('adds the file’s own headwords to the simulated lexicon (أوباما is no list word)', async () => {
    expect(list.lookup('أوباما')).toBeUndefined();
    const { rows } = await measureDataFile(FIXTURE, { texts, list, base });
    expect(rows.find((each) => each.category === 'bare')).toMatchObject({ resolved: '100.0%' });
  }, 60_000);

  it('with --sentences, looks each word up with the words around it (كانت تمر → مرّ)', async () => {
    const data = join(import.meta.dirname, '../../data');
    const dev = readRecords(join(data, 'ud-arabic-pud-dev.json'));
    const file = join(tmpdir(), `lisan-one-record-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(dev.filter(({ id }) => id === 'w01062063#35')));
    const resolved = async (sentencesFile?: string) => {
      const options = { texts, list, base, ...(sentencesFile ? { sentencesFile } : {}) };
      const { rows } = await measureDataFile(file, options);
      return rows.find((row) => row.category === 'all')?.resolved;
    };
    expect(await resolved()).toBe('0.0%');
    expect(await resolved(join(data, 'ud-arabic-pud-dev-sentences.json'))).toBe('100.0%');
  }, 60_000);

  it('reads the dev file itself, whose records may have no detail (null)', () => {
    const records = readRecords(join(import.meta.dirname, '../../data/ud-arabic-pud-dev.json'));
    expect(records).toHaveLength(4620);
  });

  it('names the record at fault in a file of another shape', async () => {
    const bad = join(tmpdir(), `lisan-bad-records-${process.pid}.json`);
    writeFileSync(bad, JSON.stringify([{ surface: 'كتاب', lemma: 'كتاب' }]));
    await expect(measureDataFile(bad, { texts, list, base })).rejects.toThrow(/record 0/);
  });
});
