// A nisba of a noun the lemma list holds is a known word, read through a nisba's own
// ending (lib/arabic/nisbas.ts): the list lacks most nisbas (إيراني، إسرائيلي), not their nouns.
import { describe, expect, it } from 'vitest';
import type { AnalyserKnowledge } from '../../../lib/arabic/analyse';
import type { Inflection } from '../../../lib/arabic/analysis';
import { isNisbaOfListedNoun } from '../../../lib/arabic/nisbas';
import { diskLemmaList } from '../../support/lemma-source';
import { firstReadingOf } from '../../support/shipped-readings';

const list = await diskLemmaList();
/** What the analyser knows of the list, as lib/lookup/lemma-knowledge.ts gives it. */
const knowledge: AnalyserKnowledge = {
  verbs: list.verbs,
  verbLemmasOf: (form) => list.lookup(form)?.verbOf ?? [],
  knowsNoun: (form) => Boolean(list.lookup(form)?.noun || list.lookup(form)?.invariable),
  knowsSingular: (form) => list.lookup(form)?.noun === true,
  knowsVerb: (form) => list.lookup(form)?.verb === true,
  pluralByList: (form) => list.lookup(form)?.invariable === true && !list.lookup(form)?.noun,
};
const nisba = (stem: string, form: string, inflections: Inflection[]) =>
  isNisbaOfListedNoun(stem, { form, inflections, cost: 1 }, knowledge);
const FEMININE: Inflection[] = [{ kind: 'feminine' }];
const PLURAL: Inflection[] = [{ kind: 'sound-plural' }];

describe('a nisba of a listed noun', () => {
  it('is known where the list lacks the nisba but holds its noun', () => {
    expect(list.lookup('إيراني')).toBeUndefined();
    expect(list.lookup('إيران')?.noun).toBe(true);
    expect(nisba('إيرانية', 'إيراني', FEMININE)).toBe(true);
    expect(nisba('إيرانيين', 'إيراني', PLURAL)).toBe(true);
  });

  it('finds the noun less its ة (فضة → فضي)', () => {
    expect(list.lookup('فضي')?.noun).toBe(false);
    expect(nisba('فضية', 'فضي', FEMININE)).toBe(true);
  });

  it('only through a nisba’s own ending written after its ي', () => {
    expect(nisba('إيراني', 'إيراني', [])).toBe(false);
    // ون read as a منقوص's plural restores a ي the word does not write: تشردون is no nisba's.
    expect(nisba('تشردون', 'تشردي', PLURAL)).toBe(false);
    // A word the list holds itself keeps its own facts (ثماني, a numeral).
    expect(nisba('ثمانية', 'ثماني', FEMININE)).toBe(false);
  });

  it('opens a web-typed nisba the list lacks (الاسرائيلية → إسرائيلي)', () => {
    expect(firstReadingOf('الاسرائيلية')).toBe('إسرائيلي');
    expect(firstReadingOf('الإيرانيين')).toBe('إيراني');
    expect(firstReadingOf('فضية')).toBe('فضي');
  });
});
