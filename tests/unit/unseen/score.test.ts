import { describe, expect, it } from 'vitest';
import { listed, parseMarks, scores } from '../../../scripts/unseen/score';
import { entry } from './entry';

// One run's entries marked on their own: skipped words (dialect, names) count nowhere, and
// a word of written Arabic that opens nothing counts as nothing, not as wrong.
const entries = [
  entry('يقود', 'قاد', 'verb'),
  entry('زرت', 'زر', 'verb'),
  entry('شرعنة', null),
  entry('دلوقت', null),
  entry('الكتاب', 'كتاب', 'noun'),
];

describe('scoring one run', () => {
  it('lists each word with its entry, numbered from 1', () => {
    expect(listed(entries).split('\n')[0]).toBe('1. يقود: قاد (verb)');
    expect(listed(entries)).toContain('3. شرعنة: (nothing)');
  });

  it('counts right, wrong and nothing among the words not skipped, by the kind opened', () => {
    const marks = parseMarks('1 right\n2 wrong  # زار\n3 wrong\n4 skip\n5 right\n');
    const rows = scores(entries, marks);
    expect(rows.get('all')).toEqual({ words: 4, right: 2, wrong: 1, nothing: 1 });
    expect(rows.get('opens: verb')).toEqual({ words: 2, right: 1, wrong: 1, nothing: 0 });
    expect(() => scores(entries, parseMarks('1 right'))).toThrow(/no mark for 2/u);
    expect(() => parseMarks('1 maybe')).toThrow(/line 1/u);
  });
});
