// The card's answer memory keeps a word's lead answer and its own entry apart (issue 9).
import { describe, expect, it } from 'vitest';
import { AnswerMemory } from '../../../entrypoints/card/answer-memory';
import type { ResultTab, TabLookupResponse } from '../../../lib/lookup/types';

const BUDGET = { used: 1, limit: 5000, warning: 'none', spent: false } as const;
const answer = (matched: string): TabLookupResponse => ({
  ok: true,
  word: 'تقول',
  matched,
  strippedClitics: false,
  results: { pos: [] },
  refusedLexicons: [],
  budget: BUDGET,
});

describe('the card remembering answers', () => {
  it('does not answer the word as written with the lead it remembers, nor the reverse', async () => {
    const asked: string[] = [];
    const transport = new AnswerMemory().through(
      async (_word: string, _tab: ResultTab, asWritten?: boolean) => {
        asked.push(asWritten ? 'as written' : 'usual');
        return answer(asWritten ? 'تقول' : 'قال');
      },
    );
    expect(await transport('تقول', 'senses')).toMatchObject({ matched: 'قال' });
    expect(await transport('تقول', 'senses', true)).toMatchObject({ matched: 'تقول' });
    expect(await transport('تقول', 'senses')).toMatchObject({ matched: 'قال' });
    expect(await transport('تقول', 'senses', true)).toMatchObject({ matched: 'تقول' });
    expect(asked).toEqual(['usual', 'as written']);
  });
});
