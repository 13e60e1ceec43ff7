// A final tanween, which the strict key drops, tells the analyser the word is a noun, and
// on a defective noun (منقوص) stands for its dropped ي.
import { describe, expect, it } from 'vitest';
import { finalTanween } from '../../../lib/arabic/tanween';
import { leadingCandidate, rankedCandidates } from '../../../lib/lookup/lemma-knowledge';
import { diskLemmaList } from '../../support/lemma-source';

const list = await diskLemmaList();
const lead = (word: string) => leadingCandidate(word, list, new Set())?.form;
/** The reading a lookup probes first after the word as written. */
const first = (word: string) => rankedCandidates(word, list, new Set())[1]?.form;

describe('the final tanween', () => {
  it('reads each of the three, beside a shadda in either order', () => {
    expect(finalTanween('رجلٌ')).toBe('dammatan');
    expect(finalTanween('بيتٍ')).toBe('kasratan');
    expect(finalTanween('تعدٍّ')).toBe('kasratan');
    expect(finalTanween('تعد\u0651\u064D')).toBe('kasratan');
    expect(finalTanween(' مدرسةٌ ')).toBe('dammatan');
  });

  it('finds fathatan before or after its alif, and on ى', () => {
    expect(finalTanween('كتاباً')).toBe('fathatan');
    expect(finalTanween('كتابًا')).toBe('fathatan');
    expect(finalTanween('هدًى')).toBe('fathatan');
  });

  it('finds none on a word without one, nor a tanween inside the word', () => {
    expect(finalTanween('كتاب')).toBeUndefined();
    expect(finalTanween('كَتَبَ')).toBeUndefined();
    expect(finalTanween('كتابٍه')).toBeUndefined();
    // Only fathatan stands before an alif.
    expect(finalTanween('كتابٍا')).toBeUndefined();
    expect(finalTanween('')).toBeUndefined();
  });
});

describe('a word with tanween', () => {
  it('reads ـٍ as the ي of a defective noun (قاضٍ → قاضي، محامٍ → محامي، تعدٍّ → تعدي)', () => {
    expect(lead('قاضٍ')).toBe('قاضي');
    expect(lead('محامٍ')).toBe('محامي');
    expect(lead('تعدٍّ')).toBe('تعدي');
    expect(lead('وساعٍ')).toBe('ساعي');
    // Unmarked, قاض is asked as written first.
    expect(lead('قاض')).toBeUndefined();
  });

  it('leaves a genitive on a noun the list knows as written (عامٍ is no عامي)', () => {
    expect(list.lookup('عامي')?.noun).toBe(true);
    expect(lead('عامٍ')).toBeUndefined();
    expect(lead('حالٍ')).toBeUndefined();
  });

  it('is a noun: no verb nor pronoun reading goes first (متوجهاً → متوجه, not متوج + ها)', () => {
    expect(first('متوجها')).toBe('متوج');
    expect(first('متوجهاً')).toBe('متوجه');
    const isVerb = ({ pos }: { pos?: string }) => pos === 'verb';
    expect(rankedCandidates('سكنا', list, new Set()).some(isVerb)).toBe(true);
    expect(rankedCandidates('سكناً', list, new Set()).some(isVerb)).toBe(false);
    expect(rankedCandidates('سكناً', list, new Set())[1]).toMatchObject({
      form: 'سكن',
      pos: 'noun',
    });
  });
});
