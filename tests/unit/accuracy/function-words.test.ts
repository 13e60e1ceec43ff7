import { describe, expect, it } from 'vitest';
import { functionWordTable } from '../../../scripts/accuracy/function-words';
import type { Sentence } from '../../../scripts/accuracy/sentences';
import { diskLemmaList } from '../../support/lemma-source';

// npm run accuracy's function-word table: the words the dev file leaves out, right when
// the lookup asks one of the word's own parts first.
const list = await diskLemmaList();
const token = (form: string, lemma: string, upos: string) => ({ form, lemma, upos });
const sentence: Sentence = {
  id: 's1',
  words: [
    { surface: 'في', tokens: [token('في', 'فِي', 'ADP')] },
    { surface: 'وهذا', tokens: [token('و', 'وَ', 'CCONJ'), token('هذا', 'ه`ذا', 'DET')] },
    { surface: 'كتاب', tokens: [token('كتاب', 'كِتَاب', 'NOUN')] },
    { surface: 'ذلك', tokens: [token('ذلك', 'ذ`لِكَ', 'DET')] },
    { surface: '.', tokens: [token('.', '.', 'PUNCT')] },
  ],
};

describe('the dev sentences’ function words', () => {
  it('counts function words only, alone and with a clitic, by what is asked first', () => {
    const { rows, misses } = functionWordTable([sentence], list);
    const row = (name: string) => rows.find((each) => each['function words'] === name);
    expect(row('all')).toMatchObject({ words: 3, 'own entry asked first': '100.0%' });
    expect(row('alone')).toMatchObject({ words: 2 });
    expect(row('with a clitic')).toMatchObject({ words: 1 });
    // في and وهذا as the web types them: unchanged; ذلك neither. None typed otherwise.
    expect(row('as the web types it')).toBeUndefined();
    expect(misses).toEqual([]);
  });

  it('asks each word also as the web types it, where that changes it (إلى → الي)', () => {
    const typed: Sentence = {
      id: 's3',
      words: [{ surface: 'إلى', tokens: [token('إلى', 'إِلَى', 'ADP')] }],
    };
    const { rows } = functionWordTable([typed], list);
    expect(rows.find((each) => each['function words'] === 'as the web types it')).toMatchObject({
      words: 1,
      'own entry asked first': '100.0%',
    });
  });

  it('counts another word its letters spell as wrong, naming it', () => {
    // A lone ق (an abbreviation the treebank tags a particle) is asked as وقى's "guard!".
    const wrong: Sentence = {
      id: 's2',
      words: [{ surface: 'ق', tokens: [token('ق', 'ق', 'PART')] }],
    };
    const { rows, misses } = functionWordTable([wrong], list);
    expect(rows.find((each) => each['function words'] === 'all')).toMatchObject({
      'own entry asked first': '0.0%',
    });
    expect(misses).toEqual([{ surface: 'ق', asked: 'وقى', lemmas: ['ق'] }]);
  });
});
