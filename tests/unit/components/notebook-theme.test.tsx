// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { NotebookPage } from '../../../entrypoints/notebook/NotebookPage';
import { fakeBackground, status } from '../pages/fake-background';

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.theme;
});

function renderNotebook(theme: 'light' | 'dark' | 'system') {
  const { send } = fakeBackground({
    status: () => status({ theme }),
    'notebook-list': () => ({ ok: true, history: [], saved: [] }),
  });
  render(
    <NotebookPage
      send={send}
      download={() => undefined}
      anki={async () => ({ ok: false, reason: 'no-permission' })}
    />,
  );
}

describe('notebook page theme', () => {
  it('applies the reader’s dark theme to the page, as the popup and options do', async () => {
    renderNotebook('dark');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  });

  it('follows the system when the reader chose System', async () => {
    document.documentElement.dataset.theme = 'light';
    renderNotebook('system');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBeUndefined());
  });
});
