// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsView } from '../../../components/ResultsView';
import type { ResultTab, TabLookupResponse } from '../../../lib/lookup/types';
import { budget, deferred, EMPTY, fakeFetch, GHANI, KITAB, MUHIT, ok, RIYADH } from './fixtures';

afterEach(cleanup);

const TAB_NAMES: Record<ResultTab, string> = {
  senses: 'Senses',
  examples: 'Examples',
  root: 'Root',
  pattern: 'Pattern',
  forms: 'Forms',
  related: 'Related',
};

async function openTab(tab: ResultTab) {
  fireEvent.click(screen.getByRole('tab', { name: TAB_NAMES[tab] }));
  const panel = await screen.findByRole('tabpanel', { name: TAB_NAMES[tab] });
  await waitFor(() => expect(panel.querySelector('.lisan-skeleton')).toBeNull());
  return panel;
}

/** The lexicon section (region) holding an entry, by the lexicon's name. */
const lexicon = (panel: HTMLElement, name: string) => within(panel).getByRole('region', { name });

describe('loading', () => {
  it('announces the lookup politely and reserves space, then shows the results', async () => {
    const answer = deferred<TabLookupResponse>();
    render(<ResultsView word="كتاب" fetchTab={() => answer.promise} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(status.textContent).toBe('Looking up كتاب…'));
    const panel = screen.getByRole('tabpanel', { name: 'Senses' });
    expect(panel.querySelector('.lisan-skeleton[aria-hidden="true"]')).not.toBeNull();

    answer.resolve(ok('كتاب', KITAB.senses));
    await within(panel).findByText('رسالة');
    expect(panel.querySelector('.lisan-skeleton')).toBeNull();
    expect(status.textContent).toBe('');
  });
});

describe('senses', () => {
  it('groups entries by lexicon, with lemma, trimmed part of speech and de-duplicated numbered senses', async () => {
    render(<ResultsView word="كتاب" fetchTab={fakeFetch().fetchTab} />);
    const panel = screen.getByRole('tabpanel', { name: 'Senses' });
    await within(panel).findByText('رسالة');

    const riyadh = lexicon(panel, RIYADH);
    const lemmas = within(riyadh).getAllByRole('heading', { level: 4 });
    expect(lemmas.map((lemma) => lemma.textContent)).toEqual(['كِتَاب', 'كُتَّاب']);
    const [first] = within(riyadh).getAllByRole('list');
    const senses = within(first as HTMLElement).getAllByRole('listitem');
    expect(senses.map((sense) => sense.textContent)).toEqual([
      'مجموعة صحف مجلدة ذات موضوع واحد',
      'رسالة',
    ]);
    expect(first?.tagName).toBe('OL');
    expect(within(riyadh).getAllByText('اسم')[0]?.textContent).toBe('اسم');

    // The other lexicon's entry has no part of speech: none shown.
    const muhit = lexicon(panel, MUHIT);
    expect(within(muhit).getByRole('heading', { level: 4 }).textContent).toBe('كِتَاب');
    expect(muhit.querySelector('.lisan-pos')).toBeNull();
    expect(within(muhit).getByText('الصُّحُفُ المجموعةُ')).toBeTruthy();
  });
});

describe('other tabs', () => {
  it('lists examples per entry, skipping entries without any', async () => {
    render(<ResultsView word="كتاب" fetchTab={fakeFetch().fetchTab} />);
    const panel = await openTab('examples');
    const riyadh = lexicon(panel, RIYADH);
    expect(
      within(riyadh)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['قرأتُ كتابًا مفيدًا', 'كتاب الله']);
    expect(within(panel).queryByRole('region', { name: GHANI })).toBeNull();
  });

  it('shows the root spaced, as a link, and skips entries with no root', async () => {
    render(<ResultsView word="كتاب" fetchTab={fakeFetch().fetchTab} />);
    const panel = await openTab('root');
    const link = within(panel).getByRole('button', { name: 'ك ت ب' });
    expect(link.getAttribute('lang')).toBe('ar');
    expect(within(panel).queryByRole('region', { name: MUHIT })).toBeNull();
    expect(within(lexicon(panel, RIYADH)).getByRole('heading', { level: 4 }).textContent).toBe(
      'كِتَاب',
    );
  });

  it('shows the pattern per entry and skips null patterns', async () => {
    render(<ResultsView word="كتاب" fetchTab={fakeFetch().fetchTab} />);
    const panel = await openTab('pattern');
    expect(within(lexicon(panel, RIYADH)).getByText('فِعَال')).toBeTruthy();
    expect(within(panel).queryByRole('region', { name: MUHIT })).toBeNull();
  });

  it('shows forms in a table, one row per "/" alternative, names falling back to codes', async () => {
    render(<ResultsView word="كتب" fetchTab={fakeFetch().fetchTab} />);
    const panel = await openTab('forms');
    const table = within(panel).getByRole('table');
    expect(table.tagName).toBe('TABLE');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Form', 'Gender', 'Number']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['كَتَبْتُ', 'مذكر', 'مفرد'],
      ['كتبتُ', 'مذكر', 'مفرد'],
      ['كَتَبَا', 'M', 'مثنى'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'كَتَبْتُ' })).toBeTruthy();
    expect(within(lexicon(panel, RIYADH)).getByRole('heading', { level: 4 }).textContent).toBe(
      'كَتَبَ',
    );
  });

  it('names the forms table columns in Arabic in the Arabic UI', async () => {
    render(<ResultsView word="كتب" fetchTab={fakeFetch().fetchTab} lang="ar" />);
    fireEvent.click(screen.getByRole('tab', { name: 'الصيغ' }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['الصيغة', 'الجنس', 'العدد']);
  });

  it('shows synonyms, opposites and relations in labelled sections per entry', async () => {
    render(<ResultsView word="كتاب" fetchTab={fakeFetch().fetchTab} />);
    const panel = await openTab('related');
    const riyadh = lexicon(panel, RIYADH);
    const synonyms = within(riyadh).getByRole('region', { name: 'Synonyms' });
    expect(
      within(synonyms)
        .getAllByRole('button')
        .map((link) => link.textContent),
    ).toEqual(['مُصْحَف', 'سِفْر']);
    // An empty opposites list is not shown at all.
    expect(within(panel).queryByRole('region', { name: 'Opposites' })).toBeNull();

    const relations = within(lexicon(panel, GHANI)).getByRole('region', { name: 'Relations' });
    expect(within(relations).getByRole('button', { name: 'مَكْتَبَة' })).toBeTruthy();
    expect(within(relations).getByText('اشتقاق')).toBeTruthy();
    expect(within(relations).getByText('مكان الكتب')).toBeTruthy();
  });

  it('shows opposites when there are some', async () => {
    const fake = fakeFetch((word) =>
      ok(word, {
        synonyms: [],
        opposites: [{ lemma: 'حَارّ', lexiconName: RIYADH, opposites: ['بَارِد'] }],
        'word-structures': [],
      }),
    );
    render(<ResultsView word="حار" fetchTab={fake.fetchTab} initialTab="related" />);
    const opposites = await screen.findByRole('region', { name: 'Opposites' });
    expect(within(opposites).getByRole('button', { name: 'بَارِد' })).toBeTruthy();
  });
});

describe('empty states', () => {
  const wording: Record<ResultTab, string> = {
    senses: 'No senses recorded in these lexicons.',
    examples: 'No examples recorded in these lexicons.',
    root: 'No root recorded in these lexicons.',
    pattern: 'No pattern recorded in these lexicons.',
    forms: 'No forms recorded in these lexicons. They list conjugated forms for verbs only.',
    related: 'No synonyms, opposites or relations recorded in these lexicons.',
  };

  for (const tab of Object.keys(wording) as ResultTab[]) {
    it(`says so plainly when ${tab} has nothing`, async () => {
      const fake = fakeFetch((word, asked) => ok(word, EMPTY[asked]));
      render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} initialTab={tab} />);
      const panel = screen.getByRole('tabpanel', { name: TAB_NAMES[tab] });
      expect(await within(panel).findByText(wording[tab])).toBeTruthy();
    });
  }
});

describe('notices', () => {
  it('says which form was shown when clitics were stripped', async () => {
    const fake = fakeFetch(() =>
      ok('والكتاب', KITAB.senses, { matched: 'كتاب', strippedClitics: true }),
    );
    render(<ResultsView word="والكتاب" fetchTab={fake.fetchTab} />);
    const notice = await screen.findByText(
      (_, element) => element?.classList.contains('lisan-notice') === true,
    );
    expect(notice.textContent).toBe('Showing كتاب for والكتاب');
    for (const word of notice.querySelectorAll('bdi')) {
      expect(word.getAttribute('lang')).toBe('ar');
      expect(word.getAttribute('dir')).toBe('rtl');
    }
  });

  it('words the clitic notice in Arabic in the Arabic UI', async () => {
    const fake = fakeFetch(() =>
      ok('والكتاب', KITAB.senses, { matched: 'كتاب', strippedClitics: true }),
    );
    render(<ResultsView word="والكتاب" fetchTab={fake.fetchTab} lang="ar" />);
    expect(await screen.findByText('نعرض «كتاب» بدلًا من «والكتاب»')).toBeTruthy();
  });

  it('shows the calls-used line from the latest answer', async () => {
    const fake = fakeFetch((word, tab, call) =>
      ok(word, KITAB[tab], { budget: budget(call === 1 ? 12 : 1234) }),
    );
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    expect(await screen.findByText('12 of 5,000 calls used')).toBeTruthy();
    await openTab('examples');
    expect(await screen.findByText('1,234 of 5,000 calls used')).toBeTruthy();
  });

  it('shows the calls-used line in Arabic in the Arabic UI', async () => {
    render(<ResultsView word="كتاب" fetchTab={fakeFetch().fetchTab} lang="ar" />);
    expect(await screen.findByText('12 من 5,000 استدعاء مستخدم')).toBeTruthy();
  });

  it('warns at 80% and 95% of the call limit', async () => {
    const eighty = fakeFetch((word, tab) =>
      ok(word, KITAB[tab], { budget: budget(4000, { warning: 'eighty' }) }),
    );
    render(<ResultsView word="كتاب" fetchTab={eighty.fetchTab} />);
    expect(
      await screen.findByText('Over 80% of this key’s calls are used: 1,000 of 5,000 left.'),
    ).toBeTruthy();
    cleanup();

    const ninetyFive = fakeFetch((word, tab) =>
      ok(word, KITAB[tab], { budget: budget(4800, { warning: 'ninety-five' }) }),
    );
    render(<ResultsView word="كتاب" fetchTab={ninetyFive.fetchTab} />);
    expect(await screen.findByText(/Over 95% .* only 200 of 5,000 left/)).toBeTruthy();
  });

  it('says the limit is spent even when a cached answer still comes back', async () => {
    const fake = fakeFetch((word, tab) =>
      ok(word, KITAB[tab], { budget: budget(5000, { warning: 'ninety-five', spent: true }) }),
    );
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    expect(
      await screen.findByText(/call limit of 5,000 calls\. Cached words still work/),
    ).toBeTruthy();
    expect(screen.getByText('رسالة')).toBeTruthy();
  });
});
