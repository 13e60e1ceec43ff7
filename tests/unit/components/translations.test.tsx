// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsView } from '../../../components/ResultsView';
import { fakeFetch, ok, RIYADH } from './fixtures';

afterEach(cleanup);

const WRITER = {
  pos: [
    {
      lemma: 'كَاتِب',
      lexiconName: RIYADH,
      pos: 'اسم',
      senses: ['من يكتب', 'من يحترف الكتابة'],
      translations: [
        { sense: 'من يكتب', word: 'writer', language: 'en', languageLabel: 'English' },
        { sense: 'من يكتب', word: 'écrivain', language: 'fr', languageLabel: null },
      ],
    },
  ],
};

describe('translations of a sense', () => {
  it('are listed under their sense, each with its language named', async () => {
    const fake = fakeFetch((word) => ok(word, WRITER));
    render(<ResultsView word="كاتب" fetchTab={fake.fetchTab} />);
    const list = await screen.findByRole('list', { name: 'Translations' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['English: writer', 'fr: écrivain']);
    // Under the first sense, not the second.
    expect(list.closest('li')?.textContent).toContain('من يكتب');
    expect(screen.getAllByRole('list', { name: 'Translations' })).toHaveLength(1);
    expect(within(list).getByText('writer').getAttribute('lang')).toBe('en');
  });

  it('are named in the Arabic UI too', async () => {
    const fake = fakeFetch((word) => ok(word, WRITER));
    render(<ResultsView word="كاتب" fetchTab={fake.fetchTab} lang="ar" />);
    const list = await screen.findByRole('list', { name: 'الترجمات' });
    expect(list.getAttribute('dir')).toBe('rtl');
  });
});
