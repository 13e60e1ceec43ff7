// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultsView } from '../../../components/ResultsView';
import { deferred, fakeFetch } from './fixtures';

afterEach(cleanup);

// The Examples panel's code, held back until the test lets it load (or fail).
const examplesCode = vi.hoisted(() => ({ gate: Promise.resolve() }));
vi.mock('../../../components/panels/ExamplesPanel', async (original) => {
  await examplesCode.gate;
  return original();
});
// The Root panel's code fails to load once (an extension updated under the page).
const rootCode = vi.hoisted(() => ({ failures: 1 }));
vi.mock('../../../components/panels/RootPanel', async (original) => {
  if (rootCode.failures-- > 0) throw new Error('the chunk did not load');
  return original();
});

describe('tab panels loaded on first open', () => {
  it('shows Senses with the view; another tab shows loading until its code is there', async () => {
    const code = deferred<void>();
    examplesCode.gate = code.promise;
    const fake = fakeFetch();
    const { container } = render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    await screen.findByText('رسالة');

    fireEvent.click(screen.getByRole('tab', { name: 'Examples' }));
    // The lookup was sent at once, not after the code, and has answered.
    expect(fake.count('كتاب', 'examples')).toBe(1);
    await waitFor(() => expect(container.querySelector('.lisan-status')?.textContent).toBe(''));
    const panel = screen.getByRole('tabpanel', { name: 'Examples' });
    expect(panel.querySelector('.lisan-skeleton')).not.toBeNull();
    expect(screen.queryByText('قرأتُ كتابًا مفيدًا')).toBeNull();

    code.resolve();
    await screen.findByText('قرأتُ كتابًا مفيدًا');
    expect(container.querySelector('.lisan-skeleton')).toBeNull();
    expect(fake.count('كتاب', 'examples')).toBe(1);
  });

  it('says so when a panel’s code does not load, and loads it again on Try again, with no call', async () => {
    const fake = fakeFetch();
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    await screen.findByText('رسالة');
    fireEvent.click(screen.getByRole('tab', { name: 'Root' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not finish');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'ك ت ب' });
    expect(fake.count('كتاب', 'root')).toBe(1);
  });
});
