import { selectionLookupWord } from '../arabic/segment';
import { CardFrame } from './card-frame';
import { extensionAlive, onBackgroundMessage, sendToBackground } from './extension-api';
import { type PageConfig, parseBackgroundMessage, parsePageConfig, parseTicket } from './guards';
import { SelectionButton } from './selection-button';
import { doubleClickedWord, selectedWord, type WordTarget } from './word-target';

/** Used when the background cannot be asked (the extension was updated or removed). */
const DEFAULT_CONFIG: PageConfig = { doubleClick: true, selectionButton: true, uiLanguage: 'auto' };

const BUTTON_LABEL = { en: 'Look up', ar: 'ابحث' } as const;

/**
 * Wires the page's trusted events to the card. Every handler ignores untrusted
 * (script-made) events, so a page cannot make Lisan spend the reader's calls.
 */
export function startContentScript(): void {
  // Tells the background which frame's card to keep when it closes the others in the tab.
  const instance = crypto.getRandomValues(new Uint32Array(2)).join('-');
  // The word of the open card: asked again with a ticket if the card's session lapsed.
  let shownTarget: WordTarget | null = null;
  const card = new CardFrame(() => {
    if (shownTarget) void openCard(shownTarget);
  });
  const button = new SelectionButton((target) => void openCard(target));
  // Mouse presses so far: a selection button whose settings arrive after the reader has
  // pressed the mouse again (a waking service worker can take a while) would be stale.
  let presses = 0;
  // Tab from the page goes into a card that opened without the focus, once per card:
  // the page keeps its other keys (Space, arrows) while the reader reads.
  let tabbedIn = false;

  // The trigger settings, asked from the background at the first trigger and then kept:
  // the background sends every change to the open tabs ('page-config'), so a reader who
  // switches a trigger off expects, and gets, it off in the tabs already open too.
  let config: PageConfig | null = null;
  // Bumped by every change sent, so an answer asked before it cannot overwrite it.
  let configChanges = 0;

  function whenEnabled(
    trigger: 'doubleClick' | 'selectionButton',
    act: (current: PageConfig) => void,
  ): void {
    if (config) {
      if (config[trigger]) act(config);
      return;
    }
    const changesBefore = configChanges;
    void sendToBackground({ type: 'page-config' }).then((reply) => {
      const loaded = parsePageConfig(reply);
      if (loaded && configChanges === changesBefore) config = loaded;
      const current = config ?? loaded ?? DEFAULT_CONFIG;
      if (current[trigger]) act(current);
    });
  }

  // A page restored from the back/forward cache missed the changes sent meanwhile.
  addEventListener('pageshow', (event) => {
    if (event.persisted) {
      config = null;
      configChanges += 1;
    }
  });

  /**
   * A card in a living, bound frame shows the word at once; otherwise the background
   * issues a ticket for it. Either way the background closes the tab's other cards.
   */
  async function openCard(target: WordTarget, focus = false): Promise<void> {
    button.hide();
    // An orphaned script (the extension was updated or removed) keeps its settings and its
    // frame, but the card in that frame is gone.
    if (!extensionAlive()) return;
    tabbedIn = false;
    if (card.canShow()) {
      shownTarget = target;
      card.show(target.word, target.rect, focus);
      void sendToBackground({ type: 'card-shown', instance });
      return;
    }
    const ticket = parseTicket(
      await sendToBackground({ type: 'card-ticket', word: target.word, instance }),
    );
    if (!ticket) return;
    shownTarget = target;
    card.open(ticket, target.rect, focus);
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
        if (presses === at) button.show(target, BUTTON_LABEL[buttonLanguage(current)]);
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
      if (!event.isTrusted) return;
      if (event.key === 'Escape') {
        button.hide();
        card.close();
      } else if (event.key === 'Tab' && !event.shiftKey && card.isOpen() && !tabbedIn) {
        tabbedIn = true;
        if (card.hasFocus()) return;
        event.preventDefault();
        card.focus();
      }
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
        // The reader is at the keyboard: the card takes the focus, Escape gives it back.
        if (target) void openCard(target, true);
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
      case 'page-config': {
        const { type: _type, ...changed } = message;
        config = changed;
        configChanges += 1;
        return undefined;
      }
      default:
        return undefined;
    }
  });
}

function buttonLanguage(config: PageConfig): 'ar' | 'en' {
  const setting = config.uiLanguage;
  return setting === 'ar' || (setting === 'auto' && navigator.language.startsWith('ar'))
    ? 'ar'
    : 'en';
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
