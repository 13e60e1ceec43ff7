import { describe, expect, it } from 'vitest';
import { cutSentence } from '../../../lib/notebook/sentence';

describe('the sentence sent with a word', () => {
  it('is the sentence holding the word, cut at its ends', () => {
    const text = 'جاء الولد. قرأ الطالب الكتاب في المكتبة؟ ثم خرج.';
    expect(cutSentence(text, text.indexOf('الكتاب'), 'الكتاب'.length)).toBe(
      'قرأ الطالب الكتاب في المكتبة؟',
    );
  });

  it('runs across the line breaks of the page source, which end no sentence', () => {
    const text = 'كان يقول: كتاب جميل أو قلم جديد\n      يكفيني. ثم نام.';
    expect(cutSentence(text, text.indexOf('قلم'), 3)).toBe(
      'كان يقول: كتاب جميل أو قلم جديد يكفيني.',
    );
  });

  it('is at most about 300 characters of a long run of text', () => {
    const text = `${'كلمة '.repeat(200)}الكتاب ${'كلمة '.repeat(200)}`;
    const sentence = cutSentence(text, text.indexOf('الكتاب'), 6);
    expect(sentence).toContain('الكتاب');
    expect(sentence.length).toBeLessThanOrEqual(310);
  });
});
