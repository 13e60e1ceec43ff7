import { describe, expect, it } from 'vitest';
import { devSurfaces, sampleWords } from '../../../scripts/unseen/sample';

// The sample is the same on every run (a judgement can be checked), holds only Arabic words
// of three letters or more, and none the dev set holds: what it measures is unseen text.
const DEV = 'tests/data/ud-arabic-pud-dev.json';
const dev = devSurfaces(DEV);
const devWords = [...dev].slice(0, 200);
const LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
/** Made-up words of 4–5 letters, none a dev surface. */
const others = Array.from(
  { length: 400 },
  (_, index) => `كتب${LETTERS[index % 28]}${LETTERS[Math.floor(index / 28) % 28]}`,
).filter((word) => !dev.has(word));
const list = [...devWords, ...others, 'من', 'abc', 'كتـاب', 'ك1تب', 'مدرسةً'];

describe('sampleWords', () => {
  it('draws the same words for the same seed, whatever the list order', () => {
    const once = sampleWords(list, dev, 50, 9);
    expect(sampleWords([...list].reverse(), dev, 50, 9)).toEqual(once);
    expect(sampleWords(list, dev, 50, 10)).not.toEqual(once);
    expect(new Set(once).size).toBe(50);
  });

  it('draws a further sample after the first, none of its words, on skip', () => {
    const first = sampleWords(list, dev, 50, 9);
    const further = sampleWords(list, dev, 50, 9, 50);
    expect(further).toEqual(sampleWords(list, dev, 100, 9).slice(50));
    expect(further.filter((word) => first.includes(word))).toEqual([]);
  });

  it('leaves out every dev surface, and what is not an Arabic word of 3+ letters', () => {
    const all = sampleWords(list, dev, 10_000, 9);
    expect(devWords.length).toBeGreaterThan(100);
    expect(all.filter((word) => dev.has(word))).toEqual([]);
    expect(all.sort()).toEqual([...new Set(others)].sort());
  });

  it('leaves out a dev surface written with diacritics in the list', () => {
    const surface = devWords.find((word) => word.length > 3) ?? '';
    const marked = `${surface}\u064e`;
    expect(sampleWords([marked, 'قرأنا'], dev, 10, 1)).toEqual(['قرأنا']);
  });
});
