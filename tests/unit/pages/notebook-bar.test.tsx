// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PopupPage } from '../../../entrypoints/popup/PopupPage';
import type { BackgroundMessage } from '../../../lib/messages/protocol';
import { budget, fakeBackground, status } from './fake-background';

afterEach(cleanup);

const senses = (message: BackgroundMessage) => {
  const word = message.type === 'lookup' ? message.word : '';
  return {
    ok: true,
    word,
    matched: 'كتاب',
    strippedClitics: word !== 'كتاب',
    results: {
      pos: [{ lemma: 'كِتَاب', lexiconName: 'معجم الرياض', pos: 'اسم', senses: ['مجموعة صحف'] }],
    },
    refusedLexicons: [],
    budget: budget(13),
  };
};

const recentRow = {
  id: 7,
  word: 'قلم',
  matched: 'قلم',
  lemma: 'قَلَم',
  sentence: '',
  title: '',
  url: '',
  time: 1,
};

function renderPopup() {
  let saved = false;
  const background = fakeBackground({
    status: () => status(),
    lookup: senses,
    'notebook-list': () => ({ ok: true, history: [recentRow, { ...recentRow, id: 6 }], saved: [] }),
    'notebook-record': () => ({ ok: true }),
    'notebook-is-saved': () => ({ ok: true, saved, voice: '', rate: 1 }),
    'notebook-save': (message) => {
      saved = message.type === 'notebook-save' && message.saved;
      return { ok: true, saved };
    },
  });
  showPopup(background);
  return background;
}

function showPopup(background: ReturnType<typeof fakeBackground>) {
  render(
    <PopupPage
      send={background.send}
      getSelection={async () => null}
      openOptions={() => undefined}
      navigatorLanguage="en-US"
    />,
  );
}

describe('the notebook in the popup', () => {
  it('opens on the recent words, one per lemma; one shows its results', async () => {
    const background = renderPopup();
    const recent = await screen.findByRole('navigation', { name: 'Recent words' });
    const words = recent.querySelectorAll('button');
    expect([...words].map((button) => button.textContent)).toEqual(['قَلَم']);
    fireEvent.click(screen.getByRole('button', { name: 'قَلَم' }));
    await screen.findByRole('heading', { level: 2, name: 'قلم' });
    expect(background.ofType('lookup')[0]).toMatchObject({ word: 'قلم', tab: 'senses' });
    expect(screen.getByRole('link', { name: 'Notebook' }).getAttribute('href')).toBe(
      'notebook.html',
    );
  });

  it('records a lookup once its senses arrive, with the matched form and vocalised lemma', async () => {
    const background = renderPopup();
    const field = screen.getByRole('searchbox', { name: /word/ }) as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'الكتاب' } });
    fireEvent.submit(field.form as HTMLFormElement);
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() =>
      expect(background.ofType('notebook-record')).toEqual([
        { type: 'notebook-record', word: 'الكتاب', matched: 'كتاب', lemma: 'كِتَاب' },
      ]),
    );
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('true'));
    expect(background.ofType('notebook-save')[0]).toMatchObject({ matched: 'كتاب', saved: true });
    // No Arabic voice in this environment: Listen is off and says why.
    const listen = screen.getByRole('button', {
      name: 'Listen (system voice)',
    }) as HTMLButtonElement;
    expect(listen.disabled).toBe(true);
    expect(listen.getAttribute('title')).toContain('Arabic voice');
  });
});

describe('Listen with the service’s recording', () => {
  it('says it plays the recording, and asks the background for it on the first press only', async () => {
    const played: string[] = [];
    const original = globalThis.Audio;
    globalThis.Audio = class {
      constructor(readonly src: string) {}
      async play() {
        played.push(this.src);
      }
    } as unknown as typeof Audio;
    try {
      const background = fakeBackground({
        status: () => status(),
        lookup: (message) => {
          const answer = senses(message);
          const [entry] = answer.results.pos;
          return {
            ...answer,
            results: { pos: [{ ...entry, lemmaAudio: 'https://siwar.test/media/kitab.wav' }] },
          };
        },
        'notebook-list': () => ({ ok: true, history: [], saved: [] }),
        'notebook-record': () => ({ ok: true }),
        'notebook-is-saved': () => ({ ok: true, saved: false, voice: '', rate: 1 }),
        'lemma-audio': () => ({ ok: true, dataUrl: 'data:audio/wav;base64,UklGRg==' }),
      });
      showPopup(background);
      const field = screen.getByRole('searchbox', { name: /word/ }) as HTMLInputElement;
      fireEvent.input(field, { target: { value: 'كتاب' } });
      fireEvent.submit(field.form as HTMLFormElement);
      const listen = (await screen.findByRole('button', {
        name: 'Listen (recording)',
      })) as HTMLButtonElement;
      // No Arabic voice here, but the recording needs none.
      expect(listen.disabled).toBe(false);
      expect(background.ofType('lemma-audio')).toEqual([]);
      fireEvent.click(listen);
      await waitFor(() => expect(played).toHaveLength(1));
      fireEvent.click(listen);
      await waitFor(() => expect(played).toHaveLength(2));
      expect(background.ofType('lemma-audio')).toEqual([
        { type: 'lemma-audio', url: 'https://siwar.test/media/kitab.wav' },
      ]);
      expect(played[0]).toBe('data:audio/wav;base64,UklGRg==');
    } finally {
      globalThis.Audio = original;
    }
  });
});
