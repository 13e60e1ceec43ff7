// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { KEYBOARD_FETCH_DELAY_MS, ResultsView } from '../../../components/ResultsView';
import { fakeFetch } from './fixtures';

afterEach(cleanup);

const EN_TABS = ['Senses', 'Examples', 'Root', 'Pattern', 'Forms', 'Related'];
const AR_TABS = ['المعاني', 'الأمثلة', 'الجذر', 'الوزن', 'الصيغ', 'علاقات'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function selectedTab() {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
}

describe('results tabs', () => {
  it('names six tabs in one tablist, each controlling its tabpanel', () => {
    const { fetchTab } = fakeFetch();
    render(<ResultsView word="كتاب" fetchTab={fetchTab} />);
    expect(screen.getAllByRole('tablist')).toHaveLength(1);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(EN_TABS);
    for (const name of EN_TABS) {
      const tab = screen.getByRole('tab', { name });
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
    }
    // Only the selected panel is visible, and it is named after its tab.
    expect(screen.getByRole('tabpanel', { name: 'Senses' })).toBeTruthy();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('names the tabs in Arabic in the Arabic UI, laid out right to left', () => {
    const { fetchTab } = fakeFetch();
    const { container } = render(<ResultsView word="كتاب" fetchTab={fetchTab} lang="ar" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(AR_TABS);
    const root = container.firstElementChild;
    expect(root?.getAttribute('dir')).toBe('rtl');
    expect(root?.getAttribute('lang')).toBe('ar');
  });

  it('fetches only Senses on mount', async () => {
    const fake = fakeFetch();
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    await screen.findByText('رسالة');
    expect(fake.calls).toEqual([{ word: 'كتاب', tab: 'senses' }]);
  });

  it('starts on initialTab when given', async () => {
    const fake = fakeFetch();
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} initialTab="root" />);
    expect(selectedTab()?.textContent).toBe('Root');
    await screen.findByRole('button', { name: 'ك ت ب' });
    expect(fake.calls).toEqual([{ word: 'كتاب', tab: 'root' }]);
  });

  it('fetches a tab when first opened, and never again when reopened', async () => {
    const fake = fakeFetch();
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    await screen.findByText('رسالة');
    fireEvent.click(screen.getByRole('tab', { name: 'Examples' }));
    await screen.findByText('قرأتُ كتابًا مفيدًا');
    expect(fake.count('كتاب', 'examples')).toBe(1);

    fireEvent.click(screen.getByRole('tab', { name: 'Senses' }));
    await screen.findByText('رسالة');
    fireEvent.click(screen.getByRole('tab', { name: 'Examples' }));
    await screen.findByText('قرأتُ كتابًا مفيدًا');
    expect(fake.count('كتاب', 'examples')).toBe(1);
    expect(fake.count('كتاب', 'senses')).toBe(1);
    expect(fake.calls).toHaveLength(2);
  });

  it('moves focus and selection with arrow keys, Home and End (left to right)', async () => {
    const { fetchTab } = fakeFetch();
    render(<ResultsView word="كتاب" fetchTab={fetchTab} />);
    const senses = screen.getByRole('tab', { name: 'Senses' });
    senses.focus();
    expect(senses.tabIndex).toBe(0);

    fireEvent.keyDown(senses, { key: 'ArrowRight' });
    const examples = screen.getByRole('tab', { name: 'Examples' });
    await waitFor(() => expect(examples.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(examples);
    expect(senses.getAttribute('aria-selected')).toBe('false');
    // Roving tabindex: only the selected tab is in the Tab order.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1, -1, -1]);

    fireEvent.keyDown(examples, { key: 'ArrowLeft' });
    await waitFor(() => expect(senses.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(senses);

    // Left from the first wraps to the last; Right from the last wraps to the first.
    fireEvent.keyDown(senses, { key: 'ArrowLeft' });
    const related = screen.getByRole('tab', { name: 'Related' });
    await waitFor(() => expect(selectedTab()).toBe(related));
    expect(document.activeElement).toBe(related);
    fireEvent.keyDown(related, { key: 'ArrowRight' });
    await waitFor(() => expect(selectedTab()).toBe(senses));

    fireEvent.keyDown(senses, { key: 'End' });
    await waitFor(() => expect(selectedTab()).toBe(related));
    expect(document.activeElement).toBe(related);
    fireEvent.keyDown(related, { key: 'Home' });
    await waitFor(() => expect(selectedTab()).toBe(senses));
    expect(document.activeElement).toBe(senses);
    expect(screen.getByRole('tabpanel', { name: 'Senses' })).toBeTruthy();
  });

  it('treats Left as next in the Arabic UI', async () => {
    const { fetchTab } = fakeFetch();
    render(<ResultsView word="كتاب" fetchTab={fetchTab} lang="ar" />);
    const first = screen.getByRole('tab', { name: 'المعاني' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    const second = screen.getByRole('tab', { name: 'الأمثلة' });
    await waitFor(() => expect(selectedTab()).toBe(second));
    expect(document.activeElement).toBe(second);

    fireEvent.keyDown(second, { key: 'ArrowRight' });
    await waitFor(() => expect(selectedTab()).toBe(first));
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const last = screen.getByRole('tab', { name: 'علاقات' });
    await waitFor(() => expect(selectedTab()).toBe(last));
    fireEvent.keyDown(last, { key: 'Home' });
    await waitFor(() => expect(selectedTab()).toBe(first));
    fireEvent.keyDown(first, { key: 'End' });
    await waitFor(() => expect(selectedTab()).toBe(last));
  });

  it('spends no call on tabs the keyboard only passes over', async () => {
    const fake = fakeFetch();
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    await screen.findByText('رسالة');
    const tabs = screen.getAllByRole('tab');
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    fireEvent.keyDown(tabs[1] as HTMLElement, { key: 'ArrowRight' });
    fireEvent.keyDown(tabs[2] as HTMLElement, { key: 'ArrowRight' });
    await waitFor(() => expect(selectedTab()?.textContent).toBe('Pattern'));
    await screen.findByText('فِعَال');
    await sleep(KEYBOARD_FETCH_DELAY_MS + 50);
    expect(fake.calls.map((call) => call.tab)).toEqual(['senses', 'pattern']);
  });
});
