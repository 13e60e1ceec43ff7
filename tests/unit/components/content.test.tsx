// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsView } from '../../../components/ResultsView';
import type { ResultTab, TabLookupResponse } from '../../../lib/lookup/types';
import {
  BASIC,
  budget,
  DHAHAB,
  deferred,
  EMPTY,
  fakeFetch,
  GEOLOGY,
  GHANI,
  KITAB,
  MUHIT,
  ok,
  RIYADH,
  VERBS,
} from './fixtures';

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

/** What one lexicon says (a group named by its sources), by the lexicon's name. */
const lexicon = (panel: HTMLElement, name: string) =>
  within(panel).getByRole('group', { name: (sources) => sources.split('، ').includes(name) });

/** A lemma's entry (an article named by the lemma). */
const entryOf = (panel: HTMLElement, lemma: string) =>
  within(panel).getByRole('article', { name: lemma });

/** The names of the sources of each reading in an entry. */
const sourcesIn = (entry: HTMLElement) =>
  within(entry)
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.querySelector('bdi')?.textContent);

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
  it('shows each lemma once, with trimmed part of speech and de-duplicated numbered senses under each source', async () => {
    render(<ResultsView word="كتاب" fetchTab={fakeFetch().fetchTab} />);
    const panel = screen.getByRole('tabpanel', { name: 'Senses' });
    await within(panel).findByText('رسالة');

    const lemmas = within(panel).getAllByRole('heading', { level: 3 });
    expect(lemmas.map((lemma) => lemma.textContent)).toEqual(['كِتَاب', 'كُتَّاب']);
    const kitab = entryOf(panel, 'كِتَاب');
    expect(within(kitab).getByText('اسم').textContent).toBe('اسم');
    // The lexicon that records no part of speech joins the lemma instead of repeating it.
    expect(sourcesIn(kitab)).toEqual([RIYADH, MUHIT]);
    const [first] = within(lexicon(kitab, RIYADH)).getAllByRole('list');
    expect(first?.tagName).toBe('OL');
    expect(
      within(first as HTMLElement)
        .getAllByRole('listitem')
        .map((sense) => sense.textContent),
    ).toEqual(['مجموعة صحف مجلدة ذات موضوع واحد', 'رسالة']);
    expect(within(lexicon(kitab, MUHIT)).getByText('الصُّحُفُ المجموعةُ')).toBeTruthy();
  });

  it('groups by lemma and part of speech: ذَهَب the noun once with its three sources, ذَهَبَ the verb apart', async () => {
    render(
      <ResultsView word="ذهب" fetchTab={fakeFetch((word) => ok(word, DHAHAB.senses)).fetchTab} />,
    );
    const panel = screen.getByRole('tabpanel', { name: 'Senses' });
    await within(panel).findByText('مضى وسار');

    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((lemma) => lemma.textContent),
    ).toEqual(['ذَهَب', 'ذَهَبَ']);
    const noun = entryOf(panel, 'ذَهَب');
    expect(within(noun).getByText('اسم')).toBeTruthy();
    expect(sourcesIn(noun)).toEqual([RIYADH, BASIC, GEOLOGY]);
    expect(within(lexicon(noun, GEOLOGY)).getByRole('listitem').textContent).toBe(
      'عنصر فلزي رمزه Au',
    );
    const verb = entryOf(panel, 'ذَهَبَ');
    expect(within(verb).getByText('فعل')).toBeTruthy();
    expect(sourcesIn(verb)).toEqual([RIYADH, VERBS]);
  });

  it('labels sources in the UI language', async () => {
    render(<ResultsView word="كتاب" fetchTab={fakeFetch().fetchTab} lang="ar" />);
    const panel = await screen.findByRole('tabpanel', { name: 'المعاني' });
    await within(panel).findByText('رسالة');
    const heading = within(lexicon(entryOf(panel, 'كِتَاب'), RIYADH)).getByRole('heading', {
      level: 4,
    });
    expect(heading.textContent).toBe(`المصدر: ${RIYADH}`);
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
    expect(within(panel).queryByRole('group', { name: GHANI })).toBeNull();
  });

  it('shows the root spaced, as a link, its letters marked in the lemma, and skips entries with no root', async () => {
    render(<ResultsView word="كتاب" fetchTab={fakeFetch().fetchTab} />);
    const panel = await openTab('root');
    const link = within(panel).getByRole('button', { name: 'ك ت ب' });
    expect(link.getAttribute('lang')).toBe('ar');
    expect(within(panel).queryByRole('group', { name: MUHIT })).toBeNull();
    const entry = entryOf(panel, 'كِتَاب');
    expect(within(entry).getByText('Root').closest('p')?.textContent).toBe('Root ك ت ب in كِتَاب');
    const marks = [...entry.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['كِتَ', 'ب']);
    expect(entry.querySelector('mark')?.closest('[lang]')?.getAttribute('lang')).toBe('ar');
  });

  it('gives a root several lexicons agree on once, with all of them as its sources', async () => {
    render(
      <ResultsView
        word="ذهب"
        fetchTab={fakeFetch((word) => ok(word, DHAHAB.root)).fetchTab}
        initialTab="root"
      />,
    );
    const panel = await screen.findByRole('tabpanel', { name: 'Root' });
    const link = await within(panel).findByRole('button', { name: 'ذ ه ب' });
    expect(within(panel).getAllByRole('button', { name: 'ذ ه ب' })).toEqual([link]);
    expect(sourcesIn(entryOf(panel, 'ذَهَب'))).toEqual([`${RIYADH}، ${GEOLOGY}`]);
  });

  it('shows the pattern and lays it over the lemma letter by letter, root letters marked; skips null patterns', async () => {
    render(<ResultsView word="كتاب" fetchTab={fakeFetch().fetchTab} />);
    const panel = await openTab('pattern');
    const entry = entryOf(panel, 'كِتَاب');
    expect(within(entry).getByText('فِعَال')).toBeTruthy();
    expect(within(panel).queryByRole('group', { name: MUHIT })).toBeNull();
    const rows = [...entry.querySelectorAll('table.lisan-align tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => ({
        letter: cell.textContent?.replaceAll('\u200D', ''),
        root: cell.classList.contains('lisan-radical'),
      })),
    );
    expect(rows.map((row) => row.map((cell) => cell.letter))).toEqual([
      ['فِ', 'عَ', 'ا', 'ل'],
      ['كِ', 'تَ', 'ا', 'ب'],
    ]);
    expect(rows[1]?.map((cell) => cell.root)).toEqual([true, true, false, true]);
  });

  it('shows forms as one table by number and gender, labelled from the codes, each form once', async () => {
    const fake = fakeFetch((word) => ok(word, DHAHAB.forms));
    render(<ResultsView word="ذهب" fetchTab={fake.fetchTab} initialTab="forms" />);
    const panel = await screen.findByRole('tabpanel', { name: 'Forms' });
    const table = await within(panel).findByRole('table');
    expect(within(panel).getAllByRole('table')).toEqual([table]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Masculine', 'Feminine']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]),
    ).toEqual([
      ['Singular', 'ذَهَبَ', 'ذَهَبَتْ'],
      ['Dual', 'ذَهَبَا', 'ذَهَبَتَا'],
      ['Plural', 'ذَهَبُوا', 'ذَهَبْنَ'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'ذَهَبَ' })).toBeTruthy();
    const entry = entryOf(panel, 'ذَهَبَ');
    expect(sourcesIn(entry)).toEqual([`${RIYADH}، ${VERBS}`]);
  });

  it('splits "/" alternatives into one cell and falls back to what the service says for unknown codes', async () => {
    render(<ResultsView word="كتب" fetchTab={fakeFetch().fetchTab} initialTab="forms" />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole(/cell|rowheader|columnheader/)
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['', 'M'],
      ['S', 'كَتَبْتُكتبتُ'],
      ['D', 'كَتَبَا'],
    ]);
    expect(within(table).getByRole('button', { name: 'كتبتُ' })).toBeTruthy();
  });

  it('names the forms in Arabic in the Arabic UI', async () => {
    const fake = fakeFetch((word) => ok(word, DHAHAB.forms));
    render(<ResultsView word="ذهب" fetchTab={fake.fetchTab} lang="ar" initialTab="forms" />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['مذكر', 'مؤنث']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['مفرد', 'مثنى', 'جمع']);
  });

  it('shows synonyms, opposites and relations in labelled sections per entry', async () => {
    render(<ResultsView word="كتاب" fetchTab={fakeFetch().fetchTab} />);
    const panel = await openTab('related');
    const riyadh = lexicon(panel, RIYADH);
    const synonyms = within(riyadh).getByRole('group', { name: 'Synonyms' });
    expect(
      within(synonyms)
        .getAllByRole('button')
        .map((link) => link.textContent),
    ).toEqual(['مُصْحَف', 'سِفْر']);
    // An empty opposites list is not shown at all.
    expect(within(panel).queryByRole('group', { name: 'Opposites' })).toBeNull();

    const relations = within(lexicon(panel, GHANI)).getByRole('group', { name: 'Relations' });
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
    const opposites = await screen.findByRole('group', { name: 'Opposites' });
    expect(within(opposites).getByRole('button', { name: 'بَارِد' })).toBeTruthy();
  });
});

describe('empty states', () => {
  const wording: Record<ResultTab, string> = {
    senses: 'No senses recorded in these lexicons.',
    examples: 'No examples recorded in these lexicons.',
    root: 'No root recorded in these lexicons.',
    pattern: 'No pattern recorded in these lexicons.',
    forms: 'No forms recorded in these lexicons.',
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
    expect(await screen.findByText(/call limit\. Cached words still work/)).toBeTruthy();
    expect(screen.getByText('رسالة')).toBeTruthy();
  });
});
