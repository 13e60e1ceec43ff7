// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsView } from '../../../components/ResultsView';
import { fakeFetch } from './fixtures';

afterEach(cleanup);

const heading = () => screen.getByRole('heading', { level: 2 });
const selected = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')
    ?.textContent;

describe('looking up a word from the results', () => {
  it('switches to a related word at Senses, and Back returns without refetching', async () => {
    const fake = fakeFetch();
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    await screen.findByText('رسالة');
    fireEvent.click(screen.getByRole('tab', { name: 'Related' }));
    fireEvent.click(await screen.findByRole('button', { name: 'مُصْحَف' }));

    await waitFor(() => expect(heading().textContent).toBe('مُصْحَف'));
    expect(selected()).toBe('Senses');
    await screen.findByText('رسالة');
    expect(fake.calls.at(-1)).toEqual({ word: 'مُصْحَف', tab: 'senses' });
    expect(document.activeElement).toBe(heading());

    const before = fake.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(heading().textContent).toBe('كتاب'));
    // Back where the reader left: the Related tab, its results intact.
    expect(selected()).toBe('Related');
    expect(screen.getByRole('button', { name: 'مُصْحَف' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Senses' }));
    await screen.findByText('رسالة');
    expect(fake.calls.length).toBe(before);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('looks a root up without its spaces', async () => {
    const fake = fakeFetch();
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} initialTab="root" />);
    fireEvent.click(await screen.findByRole('button', { name: 'ك ت ب' }));
    await waitFor(() => expect(heading().textContent).toBe('كتب'));
    await waitFor(() => expect(fake.calls.at(-1)).toEqual({ word: 'كتب', tab: 'senses' }));
  });

  it('looks up each alternative of a form on its own', async () => {
    const fake = fakeFetch();
    render(<ResultsView word="كتب" fetchTab={fake.fetchTab} initialTab="forms" />);
    fireEvent.click(await screen.findByRole('button', { name: 'كتبتُ' }));
    await waitFor(() => expect(heading().textContent).toBe('كتبتُ'));
    await waitFor(() => expect(fake.calls.at(-1)).toEqual({ word: 'كتبتُ', tab: 'senses' }));
  });

  it('keeps a history several words deep', async () => {
    const fake = fakeFetch();
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} initialTab="related" />);
    fireEvent.click(await screen.findByRole('button', { name: 'سِفْر' }));
    await waitFor(() => expect(heading().textContent).toBe('سِفْر'));
    fireEvent.click(screen.getByRole('tab', { name: 'Related' }));
    fireEvent.click(await screen.findByRole('button', { name: 'مَكْتَبَة' }));
    await waitFor(() => expect(heading().textContent).toBe('مَكْتَبَة'));

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(heading().textContent).toBe('سِفْر'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(heading().textContent).toBe('كتاب'));
    expect(fake.count('كتاب')).toBe(1);
    expect(fake.count('سِفْر')).toBe(2); // senses, then related
  });

  it('follows links with the keyboard', async () => {
    const fake = fakeFetch();
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} initialTab="related" />);
    const link = await screen.findByRole('button', { name: 'سِفْر' });
    expect(link.tagName).toBe('BUTTON');
    expect(link.getAttribute('type')).toBe('button');
    expect(link.tabIndex).toBe(0);
  });

  it('starts over when the word prop changes, keeping what it fetched', async () => {
    const fake = fakeFetch();
    const { rerender } = render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    await screen.findByText('رسالة');
    rerender(<ResultsView word="قلم" fetchTab={fake.fetchTab} />);
    await waitFor(() => expect(heading().textContent).toBe('قلم'));
    await waitFor(() => expect(fake.count('قلم', 'senses')).toBe(1));
    rerender(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    await waitFor(() => expect(heading().textContent).toBe('كتاب'));
    await within(screen.getByRole('tabpanel')).findByText('رسالة');
    expect(fake.count('كتاب', 'senses')).toBe(1);
  });

  it('names Back in Arabic in the Arabic UI', async () => {
    const fake = fakeFetch();
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} initialTab="related" lang="ar" />);
    fireEvent.click(await screen.findByRole('button', { name: 'سِفْر' }));
    expect(await screen.findByRole('button', { name: 'رجوع' })).toBeTruthy();
  });
});
