import { describe, expect, it } from 'vitest';
import { lexiconRows, toggleLexicon } from '../../../entrypoints/options/lexicon-rows';
import type { ChosenLexicon } from '../../../lib/settings/schema';

const chosen: ChosenLexicon[] = [
  { id: 'riyadh', name: 'معجم الرياض', scope: 'public' },
  { id: 'x-private', name: 'x-private', scope: 'private' },
];

describe('lexicon rows when the service cannot list the lexicons (an expired key)', () => {
  it('keeps what is known of each chosen lexicon: a public one stays public', () => {
    const rows = lexiconRows([], chosen, []);
    expect(rows.map(({ id, scope, byHand }) => ({ id, scope, byHand }))).toEqual([
      { id: 'riyadh', scope: 'public', byHand: false },
      { id: 'x-private', scope: 'private', byHand: false },
    ]);
  });

  it('saves a public lexicon as public when it is ticked again', () => {
    const [riyadh] = lexiconRows([], chosen, []);
    if (!riyadh) throw new Error('no row');
    const next = toggleLexicon(toggleLexicon(chosen, riyadh, false), riyadh, true);
    expect(next.find((lexicon) => lexicon.id === 'riyadh')?.scope).toBe('public');
  });

  it('says "added by hand" only of ids the reader typed in', () => {
    const rows = lexiconRows([], chosen, ['typed-id']);
    expect(rows.filter((row) => row.byHand).map((row) => row.id)).toEqual(['typed-id']);
  });
});
