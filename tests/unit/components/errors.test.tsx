// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultsView } from '../../../components/ResultsView';
import type { ApiErrorKind } from '../../../lib/api/errors';
import { budget, failure, fakeFetch, KITAB, MUHIT, ok, RIYADH } from './fixtures';

afterEach(cleanup);

describe('errors', () => {
  it('names the key and offers Settings when the key is rejected', async () => {
    const onOpenOptions = vi.fn();
    const fake = fakeFetch(() => failure('key-rejected', null));
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} onOpenOptions={onOpenOptions} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service rejected your API key. Check it in Settings.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Open Settings' }));
    expect(onOpenOptions).toHaveBeenCalledTimes(1);
  });

  it('asks to set up a key, not "rejected", when no key is saved', async () => {
    const onOpenOptions = vi.fn();
    const fake = fakeFetch(() => failure('no-key', null));
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} onOpenOptions={onOpenOptions} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Lisan needs an API key from Siwar to look words up.');
    expect(alert.textContent).not.toMatch(/rejected/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Set up your API key' }));
    expect(onOpenOptions).toHaveBeenCalledTimes(1);
  });

  it('leaves out the Settings button when no one can open options', async () => {
    const fake = fakeFetch(() => failure('key-rejected'));
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/key/);
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('names the limit when the key is spent, once', async () => {
    const fake = fakeFetch(() =>
      failure('limit-reached', budget(5000, { spent: true, warning: 'ninety-five' })),
    );
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} onOpenOptions={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'This key has used its call limit. Cached words still work; request a new key.',
    );
    expect(screen.getAllByText(/limit/)).toHaveLength(1);
    expect(within(alert).getByRole('button', { name: 'Open Settings' })).toBeTruthy();
  });

  it("says a page reached its tab's limit of new words, and when to try one again, in both languages", async () => {
    const limited = () => ({
      ok: false as const,
      error: { kind: 'rate-limited' as const, messages: [], retryAfterMs: 41_200 },
      budget: budget(),
    });
    const fake = fakeFetch(limited);
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'This page has asked for 10 new words within a minute, the most Lisan looks up from one page. Words looked up before still show; try a new word again in 42 s.',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    cleanup();

    render(<ResultsView word="كتاب" lang="ar" fetchTab={fakeFetch(limited).fetchTab} />);
    const arabic = await screen.findByRole('alert');
    expect(arabic.textContent).toContain('الحدّ الأقصى للكلمات الجديدة في الدقيقة (10)');
    expect(arabic.textContent).toContain('جرّب كلمة جديدة بعد 42 ث.');
  });

  it('names permission when every private lexicon was refused', async () => {
    const fake = fakeFetch(() => failure('no-permission'));
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/permission/);
  });

  it('says a word could not be looked up for an invalid request, without a retry', async () => {
    const fake = fakeFetch(() => failure('invalid-request'));
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This word could not be looked up.');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  const retryable: ApiErrorKind[] = ['service-error', 'network', 'timeout', 'invalid-response'];
  for (const kind of retryable) {
    it(`asks to try again after ${kind}, and Try again refetches that tab once`, async () => {
      const fake = fakeFetch((word, tab, call) =>
        call === 1 ? failure(kind) : ok(word, KITAB[tab]),
      );
      render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toMatch(/try again/i);
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      await screen.findByText('رسالة');
      expect(fake.calls).toEqual([
        { word: 'كتاب', tab: 'senses' },
        { word: 'كتاب', tab: 'senses' },
      ]);
      expect(screen.queryByRole('alert')).toBeNull();
    });
  }

  it('retries only the failed tab', async () => {
    const fake = fakeFetch((word, tab) =>
      tab === 'examples' && fake.count(word, 'examples') === 1
        ? failure('timeout')
        : ok(word, KITAB[tab]),
    );
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    await screen.findByText('رسالة');
    fireEvent.click(screen.getByRole('tab', { name: 'Examples' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText('كتاب الله');
    expect(fake.calls.map((call) => call.tab)).toEqual(['senses', 'examples', 'examples']);
  });

  it('asks to try again when the message to the background fails', async () => {
    const fake = fakeFetch(() => Promise.reject(new Error('port closed')));
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/try again/i);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('words errors in Arabic in the Arabic UI', async () => {
    const fake = fakeFetch(() => failure('network'));
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} lang="ar" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('تعذّر الوصول إلى الخدمة المعجمية');
    expect(within(alert).getByRole('button', { name: 'أعد المحاولة' })).toBeTruthy();
  });
});

describe('refused private lexicons', () => {
  it('names the refused lexicon above the public results', async () => {
    const fake = fakeFetch((word, tab) =>
      ok(word, KITAB[tab], { refusedLexicons: ['معجمي الخاص'] }),
    );
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    const panel = screen.getByRole('tabpanel', { name: 'Senses' });
    const firstSense = await within(panel).findByText('رسالة');
    const notice = within(panel).getByText(/No permission for the private lexicon/);
    expect(notice.textContent).toBe(
      'No permission for the private lexicon معجمي الخاص; showing public lexicons only.',
    );
    // Above the results, in document order.
    expect(
      notice.compareDocumentPosition(firstSense) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(panel).getAllByRole('group', { name: RIYADH })).toHaveLength(2);
  });

  it('lists several refused lexicons', async () => {
    const fake = fakeFetch((word, tab) =>
      ok(word, KITAB[tab], { refusedLexicons: ['معجمي الخاص', MUHIT] }),
    );
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    const notice = await screen.findByText(/No permission for the private lexicons/);
    expect(notice.textContent).toBe(
      `No permission for the private lexicons معجمي الخاص, ${MUHIT}; showing public lexicons only.`,
    );
  });

  it('still shows the notice when the public lexicons had nothing', async () => {
    const fake = fakeFetch((word) => ok(word, { pos: [] }, { refusedLexicons: ['x-private'] }));
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    await screen.findByText('No senses recorded in these lexicons.');
    await waitFor(() => expect(screen.getByText(/permission/).textContent).toContain('x-private'));
  });
});
