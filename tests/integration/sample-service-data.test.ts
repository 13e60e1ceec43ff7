import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../lib/api/operations';
import { stripDiacritics } from '../../sample-service/arabic';
import { ENTRIES, GEOLOGY_ID, LEXICONS, RIYADH_ID } from '../../sample-service/data/index';
import { DEFAULT_KEYS } from '../../sample-service/server';

/** The sample data meets what development, the demo and the tests rely on. */

const byLemma = (bare: string) => ENTRIES.filter((entry) => entry.nonDiacriticsLemma === bare);
const publicIds = new Set(LEXICONS.filter((lexicon) => lexicon.isPublic).map((l) => l._id));

describe('sample data', () => {
  it('has at least 3 public lexicons (Riyadh among them) and one private lexicon', () => {
    expect(publicIds.size).toBeGreaterThanOrEqual(3);
    expect(LEXICONS.find((lexicon) => lexicon._id === RIYADH_ID)?.name).toBe(
      'معجم الرياض للغة العربية المعاصرة',
    );
    expect(LEXICONS.filter((lexicon) => !lexicon.isPublic).map((l) => l._id)).toEqual([GEOLOGY_ID]);
    for (const lexicon of LEXICONS) {
      expect(OPERATIONS.lexicons.element.safeParse(lexicon).success).toBe(true);
      if (lexicon._id !== RIYADH_ID) expect(lexicon._id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('counts each lexicon’s real entries in totalEntriesCount', () => {
    for (const lexicon of LEXICONS) {
      expect(lexicon.totalEntriesCount).toBe(
        ENTRIES.filter((entry) => entry.lexiconId === lexicon._id).length,
      );
      expect(lexicon.totalEntriesCount).toBeGreaterThan(0);
    }
    expect(ENTRIES.length).toBeGreaterThanOrEqual(60);
  });

  it('has a public entry for every word the end-to-end tests double-click', () => {
    const words =
      'كتاب مكتبة علم سلام جميل كبير صغير بيت قلم شمس قمر بحر كتب ذهب درس قرأ لغة عربية مدرسة طالب معلم حب سعادة ماء زلزل';
    const missing = words
      .split(' ')
      .filter((word) => !byLemma(word).some((entry) => publicIds.has(entry.lexiconId)));
    expect(missing).toEqual([]);
  });

  it('covers nouns, verbs and adjectives, homographs and broken plurals', () => {
    const kinds = new Set(ENTRIES.map((entry) => entry.pos?.trim()));
    expect([...kinds]).toEqual(expect.arrayContaining(['اسم', 'فعل', 'صفة']));
    const dhahab = byLemma('ذهب').filter((entry) => entry.lexiconId === RIYADH_ID);
    expect(dhahab.map((entry) => [entry.lemma, entry.pos])).toEqual([
      ['ذَهَب', 'اسم'],
      ['ذَهَبَ', 'فعل'],
    ]);
    expect(ENTRIES.map((entry) => entry.lemma)).toEqual(expect.arrayContaining(['كُتُب', 'رِجَال']));
  });

  it('gives word forms to verbs only, with codes, names and a value holding alternatives', () => {
    for (const entry of ENTRIES) {
      if (entry.pos?.trim() === 'فعل') expect(entry.wordForms.length).toBeGreaterThan(0);
      else expect(entry.wordForms).toEqual([]);
    }
    for (const verb of ['كَتَبَ', 'ذَهَبَ', 'دَرَسَ', 'عَلِمَ']) {
      expect(ENTRIES.some((entry) => entry.lemma === verb && entry.wordForms.length === 6)).toBe(
        true,
      );
    }
    const forms = ENTRIES.flatMap((entry) => entry.wordForms);
    expect(new Set(forms.map((form) => `${form.genderCode}:${form.genderName}`))).toEqual(
      new Set(['masculine:مذكر', 'feminine:مؤنث']),
    );
    expect(new Set(forms.map((form) => `${form.numberCode}:${form.numberName}`))).toEqual(
      new Set(['singular:مفرد', 'dual:مثنى', 'plural:جمع']),
    );
    expect(forms.some((form) => form.value.includes('/'))).toBe(true);
  });

  it('writes roots as letters separated by single spaces, with a four-letter root', () => {
    for (const entry of ENTRIES) {
      if (entry.root === null || entry.root === '') continue;
      expect(entry.root).toMatch(/^[\u0621-\u064A]( [\u0621-\u064A]){2,3}$/);
    }
    expect(ENTRIES.some((entry) => entry.root === 'ز ل ز ل')).toBe(true);
  });

  it('has synonyms, opposites, examples and relations of several kinds', () => {
    expect(ENTRIES.filter((entry) => entry.synonyms.length > 0).length).toBeGreaterThan(10);
    expect(ENTRIES.filter((entry) => entry.opposites.length > 0).length).toBeGreaterThan(10);
    expect(ENTRIES.filter((entry) => entry.examples.length > 0).length).toBeGreaterThan(10);
    const codes = new Set(
      ENTRIES.flatMap((entry) => entry.structures.map((s) => s.relationTypeCode)),
    );
    expect([...codes]).toEqual(expect.arrayContaining(['hypernym', 'hyponym', 'meronym']));
    for (const structure of ENTRIES.flatMap((entry) => entry.structures)) {
      expect(structure.relationType).toMatch(/^[\u0621-\u064A ]+$/);
    }
  });

  it('keeps the quirks of the real service in the Riyadh lexicon', () => {
    const riyadh = ENTRIES.filter((entry) => entry.lexiconId === RIYADH_ID);
    expect(riyadh.some((entry) => new Set(entry.senses).size < entry.senses.length)).toBe(true);
    expect(riyadh.some((entry) => entry.pattern === null)).toBe(true);
    expect(riyadh.some((entry) => entry.root === '')).toBe(true);
    expect(riyadh.some((entry) => entry.pos !== null && entry.pos !== entry.pos.trim())).toBe(true);
  });

  it('has entries only in the private lexicon and entries shared with public ones', () => {
    const privateEntries = ENTRIES.filter((entry) => entry.lexiconId === GEOLOGY_ID);
    const publicBare = new Set(
      ENTRIES.filter((entry) => publicIds.has(entry.lexiconId)).map((e) => e.nonDiacriticsLemma),
    );
    expect(privateEntries.some((entry) => !publicBare.has(entry.nonDiacriticsLemma))).toBe(true);
    expect(privateEntries.some((entry) => publicBare.has(entry.nonDiacriticsLemma))).toBe(true);
  });

  it('writes every lemma with diacritics and gives every entry unique ids', () => {
    for (const entry of ENTRIES) {
      expect(stripDiacritics(entry.lemma)).not.toBe(entry.lemma);
      expect(entry.senses.length).toBeGreaterThan(0);
    }
    expect(new Set(ENTRIES.map((entry) => entry._id)).size).toBe(ENTRIES.length);
    expect(new Set(ENTRIES.map((entry) => entry.lexicalEntryId)).size).toBe(ENTRIES.length);
  });

  it('defines the five default keys', () => {
    expect(DEFAULT_KEYS).toEqual([
      { key: 'demo', limit: 5000, status: 'active', privateLexicons: [GEOLOGY_ID] },
      { key: 'public-only', limit: 5000, status: 'active', privateLexicons: [] },
      { key: 'limited', limit: 3, status: 'active', privateLexicons: [] },
      { key: 'inactive', limit: 5000, status: 'inactive', privateLexicons: [GEOLOGY_ID] },
      { key: 'expired', limit: 5000, status: 'expired', privateLexicons: [GEOLOGY_ID] },
    ]);
  });
});
