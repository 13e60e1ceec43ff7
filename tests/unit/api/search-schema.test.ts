import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../lib/api/operations';
import type { SearchEntry } from '../../../lib/api/search-schema';

/** Every variant of a search element public clients of the live service show (field notes). */
const parse = (element: object): SearchEntry => {
  const parsed = OPERATIONS.search.element.safeParse(element);
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data;
};
const base = { lemma: 'كِتَاب', lexiconName: 'معجم الرياض' };

describe('search element schema', () => {
  it('reads an element with none of the optional parts: each part absent, not empty', () => {
    const entry = parse(base);
    expect(entry.senses).toEqual([]);
    expect(entry).not.toHaveProperty('wordForms');
    expect(entry.lemmaAudio).toBeNull();
    expect(entry.match).toEqual({
      wordForm: false,
      lemmatiser: false,
      dialect: false,
      translation: false,
      synonym: false,
    });
  });

  it('reads every part of a sense: examples, relations, translations, contexts, domains', () => {
    const entry = parse({
      ...base,
      senses: [
        {
          definition: ' مجموعة صفحات ',
          examples: [{ word: 'قرأت كتابا', type: 'sentence', source: null, audio: null }],
          relations: [{ type: 'مرادف', entryLemmaOfRelated: 'سِفْر', related: 'كتاب كبير' }],
          translations: [{ word: 'book', language: 'en', language_label: 'English' }],
          contexts: ['أدب'],
          domains: [{ name: 'ثقافة' }],
          image: null,
        },
      ],
    });
    expect(entry.senses).toEqual([
      {
        definition: 'مجموعة صفحات',
        examples: ['قرأت كتابا'],
        relations: [{ type: 'مرادف', lemma: 'سِفْر', sense: 'كتاب كبير' }],
        translations: [{ word: 'book', language: 'en', languageLabel: 'English' }],
        contexts: ['أدب'],
        domains: ['ثقافة'],
      },
    ]);
  });

  it('keeps "carried but empty" apart from "not carried"', () => {
    const entry = parse({ ...base, senses: [{ definition: 'x', examples: [] }], wordForms: [] });
    expect(entry.senses[0]?.examples).toEqual([]);
    expect(entry.senses[0]).not.toHaveProperty('relations');
    expect(entry.wordForms).toEqual([]);
  });

  it('reads strings where objects were expected', () => {
    const entry = parse({
      ...base,
      senses: [
        'نص',
        { definition: 'y', examples: ['مثال'], relations: ['دفتر'], translations: ['livre'] },
      ],
      wordForms: ['كُتُب/أَكْتِبَة'],
    });
    expect(entry.senses[0]).toEqual({ definition: 'نص' });
    expect(entry.senses[1]).toMatchObject({
      examples: ['مثال'],
      relations: [{ type: null, lemma: 'دفتر', sense: null }],
      translations: [{ word: 'livre', language: null, languageLabel: null }],
    });
    expect(entry.wordForms?.[0]?.value).toBe('كُتُب/أَكْتِبَة');
  });

  it('reads the label of a language in snake_case or camelCase', () => {
    const entry = parse({
      ...base,
      senses: [
        {
          definition: 'x',
          translations: [
            { word: 'book', language: 'en', languageLabel: 'English' },
            { word: 'livre', language: 'fr', language_label: 'Français' },
            { word: 'Buch', language: 'de' },
          ],
        },
      ],
    });
    expect(entry.senses[0]?.translations?.map((t) => t.languageLabel)).toEqual([
      'English',
      'Français',
      null,
    ]);
  });

  it('reads word forms as { form } or { value }, with phonetic, and in the spec’s shape', () => {
    const entry = parse({
      ...base,
      wordForms: [
        { form: 'كُتُب', phonetic: 'kutub', dialect: null, audio: null },
        { value: 'كِتَابَان', genderCode: 'masculine', numberCode: 'dual', numberName: 'مثنى' },
      ],
    });
    expect(entry.wordForms).toEqual([
      {
        value: 'كُتُب',
        phonetic: 'kutub',
        genderCode: null,
        genderName: null,
        numberCode: null,
        numberName: null,
      },
      {
        value: 'كِتَابَان',
        genderCode: 'masculine',
        genderName: null,
        numberCode: 'dual',
        numberName: 'مثنى',
      },
    ]);
  });

  it('keeps relations of any type, in the older shape too (the word in `related`)', () => {
    const entry = parse({
      ...base,
      senses: [
        {
          definition: 'x',
          relations: [
            { type: 'antonym', entryLemmaOfRelated: 'محو' },
            { type: 'تجاور', related: 'مكتبة' },
            { type: 'meronym_part', entryLemmaOfRelated: 'صفحة', related: 'ورقة' },
          ],
        },
      ],
    });
    expect(entry.senses[0]?.relations).toEqual([
      { type: 'antonym', lemma: 'محو', sense: null },
      { type: 'تجاور', lemma: 'مكتبة', sense: null },
      { type: 'meronym_part', lemma: 'صفحة', sense: 'ورقة' },
    ]);
  });

  it('drops a part shaped otherwise, never the element, and a broken item alone', () => {
    const entry = parse({
      ...base,
      root: 42,
      pos: { name: 'اسم' },
      senses: [
        { definition: 'x', examples: 'not a list', relations: [7, null, { type: 'مرادف' }] },
        12,
      ],
      wordForms: { value: 'كتب' },
      lemmaAudio: 'javascript:alert(1)',
      isLemmatizer: 'yes',
      sortGroupOrder: 'first',
    });
    expect(entry.root).toBeNull();
    expect(entry.pos).toBeNull();
    expect(entry.senses).toEqual([{ definition: 'x', relations: [] }]);
    expect(entry).not.toHaveProperty('wordForms');
    expect(entry.lemmaAudio).toBeNull();
    expect(entry.match.lemmatiser).toBe(false);
    expect(entry.sortGroupOrder).toBeNull();
  });

  it('reads the recording, the match flags and the ordering hints', () => {
    const entry = parse({
      ...base,
      lemmaAudio: 'https://siwar.ksaa.gov.sa/media/kitab.mp3',
      isWordFormMatch: true,
      isLemmatizer: true,
      isSynonym: false,
      sortGroupOrder: 2,
      lexiconSearchOrder: 1,
      lemmaType: 'singleWord',
    });
    expect(entry.lemmaAudio).toBe('https://siwar.ksaa.gov.sa/media/kitab.mp3');
    expect(entry.match).toMatchObject({ wordForm: true, lemmatiser: true, synonym: false });
    expect(entry.sortGroupOrder).toBe(2);
    expect(entry.lexiconSearchOrder).toBe(1);
    expect(entry.lemmaType).toBe('singleWord');
  });
});
