import { selectionLookupWord } from '../arabic/segment';
import { CardFrame } from './card-frame';
import { onBackgroundMessage, sendToBackground } from './extension-api';
import { type PageConfig, parseBackgroundMessage, parsePageConfig, parseTicket } from './guards';
import { SelectionButton } from './selection-button';
import { doubleClickedWord, selectedWord, type WordTarget } from './word-target';

const DEFAULT_CONFIG: PageConfig & { uiLanguage: 'ar' | 'en' } = {
  doubleClick: true,
  selectionButton: true,
  uiLanguage: 'en',
};

const BUTTON_LABEL = { en: 'Look up', ar: 'ابحث' } as const;

/**
 * Wires the page's trusted events to the card. Every handler ignores untrusted
 * (script-made) events, so a page cannot make Lisan spend the reader's calls.
 */
export function startContentScript(): void {
  // Tells the background which frame's card to keep when it closes the others in the tab.
  const instance = crypto.getRandomValues(new Uint32Array(2)).join('-');
  const card = new CardFrame();
  const button = new SelectionButton((target) => void openCard(target));
  // Mouse presses so far: a selection button whose settings arrive after the reader has
  // pressed the mouse again (a waking service worker can take a while) would be stale.
  let presses = 0;

  /**
   * The trigger settings, asked at every trigger rather than once per page: a reader who
   * switches a trigger off in the options expects it off in the tabs already open too.
   * It is one message to the background, never a call to the service.
   */
  function whenEnabled(
    trigger: 'doubleClick' | 'selectionButton',
    act: (current: typeof DEFAULT_CONFIG) => void,
  ): void {
    void loadConfig().then((current) => {
      if (current[trigger]) act(current);
    });
  }

  async function openCard(target: WordTarget): Promise<void> {
    button.hide();
    const ticket = parseTicket(
      await sendToBackground({ type: 'card-ticket', word: target.word, instance }),
    );
    if (ticket) card.open(ticket, target.rect);
  }

  addEventListener(
    'dblclick',
    (event) => {
      if (!event.isTrusted) return;
      const target = doubleClickedWord(event.target);
      if (!target) return;
      whenEnabled('doubleClick', () => void openCard(target));
    },
    true,
  );

  addEventListener(
    'mouseup',
    (event) => {
      // detail ≥ 2 is the second click of a double-click: the card handles that one.
      if (!event.isTrusted || event.button !== 0 || event.detail >= 2) return;
      if (button.contains(event.target)) return;
      const target = selectedWord();
      if (!target) return;
      const at = presses;
      whenEnabled('selectionButton', (current) => {
        if (presses === at) button.show(target, BUTTON_LABEL[current.uiLanguage]);
      });
    },
    true,
  );

  addEventListener(
    'mousedown',
    (event) => {
      if (!event.isTrusted) return;
      presses += 1;
      if (!button.contains(event.target)) button.hide();
      if (card.isOpen() && !card.contains(event.target)) card.close();
    },
    true,
  );

  addEventListener(
    'keydown',
    (event) => {
      if (!event.isTrusted || event.key !== 'Escape') return;
      button.hide();
      card.close();
    },
    true,
  );

  onBackgroundMessage((raw) => {
    const message = parseBackgroundMessage(raw);
    switch (message?.type) {
      case 'get-selection':
        return { word: selectedWord()?.word ?? null };
      case 'lookup-selection': {
        // Every frame of the tab is asked. Only the one the reader is in acts: a selection
        // left behind in another frame would open a second card and spend a call.
        const target = readerIsHere() ? selectedWord() : null;
        if (target) void openCard(target);
        return undefined;
      }
      case 'open-card': {
        // The context menu names the selection's text; place the card at the selection,
        // or near the top of the view when the selection is no longer there.
        const target = selectedWord() ?? fallbackTarget(message.word);
        if (target) void openCard(target);
        return undefined;
      }
      case 'close-card':
        if (message.keep !== instance) card.close();
        return undefined;
      default:
        return undefined;
    }
  });
}

async function loadConfig(): Promise<typeof DEFAULT_CONFIG> {
  const reply = await sendToBackground({ type: 'page-config' });
  const parsed = parsePageConfig(reply);
  if (!parsed) return DEFAULT_CONFIG;
  const setting =
    typeof reply === 'object' && reply !== null && 'uiLanguage' in reply
      ? reply.uiLanguage
      : 'auto';
  const arabic = setting === 'ar' || (setting === 'auto' && navigator.language.startsWith('ar'));
  return { ...parsed, uiLanguage: arabic ? 'ar' : 'en' };
}

/** This frame has the focus itself, not through one of its child frames. */
function readerIsHere(): boolean {
  const active = document.activeElement;
  return (
    document.hasFocus() &&
    !(active instanceof HTMLIFrameElement || active instanceof HTMLFrameElement)
  );
}

function fallbackTarget(text: string): WordTarget | null {
  const word = selectionLookupWord(text);
  return word ? { word, rect: new DOMRect(innerWidth / 2, innerHeight / 4, 1, 1) } : null;
}
