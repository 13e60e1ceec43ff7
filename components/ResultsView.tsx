import './results.css';
import './results-entries.css';
import type { JSX } from 'preact';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { UiLanguage } from '../lib/i18n/i18n';
import type { MessageKey } from '../lib/i18n/messages';
import { RESULT_TABS, type ResultTab, type TabLookupResponse } from '../lib/lookup/types';
import { Ar } from './Arabic';
import { I18nProvider, useI18n } from './I18nContext';
import { NotebookBar, type NotebookLink } from './notebook/NotebookBar';
import { BudgetNotice, CallsUsed } from './StateViews';
import { TabContent } from './TabPanel';
import { type SelectVia, Tabs } from './Tabs';
import { type TabResultsStore, useTabResults } from './useTabResults';
import { LookupContext } from './WordLink';

export interface ResultsViewProps {
  /** The word to show, as the reader asked for it. */
  word: string;
  /** The transport; called only when a tab is first opened for a word. */
  fetchTab: (word: string, tab: ResultTab, asWritten?: boolean) => Promise<TabLookupResponse>;
  /** Default 'senses'. */
  initialTab?: ResultTab;
  /**
   * The answer for `word` on its first tab, when the caller has it already (the card: a
   * remembered answer, or the Senses that came with its claim): drawn in the first render,
   * with no loading state and no fetch.
   */
  opening?: TabLookupResponse;
  /** Offered as the next step when the key is rejected, spent, or refused a lexicon. */
  onOpenOptions?: () => void;
  /** UI language; without it, the nearest <I18nProvider>'s, and English without one. */
  lang?: UiLanguage;
  /** Save, Listen, Copy and the history record of each word shown (card and popup). */
  notebook?: NotebookLink;
}

/**
 * Arrowing across tabs selects each one it passes; waiting this long before fetching means
 * only the tab the reader stops on spends a call. Clicks fetch at once.
 */
export const KEYBOARD_FETCH_DELAY_MS = 300;

const TAB_LABELS: Record<ResultTab, MessageKey> = {
  senses: 'tab.senses',
  examples: 'tab.examples',
  root: 'tab.root',
  pattern: 'tab.pattern',
  forms: 'tab.forms',
  related: 'tab.related',
};

interface Place {
  word: string;
  tab: ResultTab;
  /** The word's own entry, followed from "as written" under a lead's answer. */
  asWritten?: boolean;
}

interface Navigation {
  current: Place;
  /** Words left through a link, most recent last: Back returns to them. */
  back: Place[];
}

/** The results of one word, shared by the in-page card and the toolbar popup. */
export function ResultsView(props: ResultsViewProps): JSX.Element {
  const inherited = useI18n();
  // Results outlive the word shown: a new word from outside (the popup's search) starts a
  // fresh history (keyed body) but finds what was already fetched.
  const { word, initialTab = 'senses', opening } = props;
  const store = useTabResults(
    props.fetchTab,
    opening && { word, tab: initialTab, answer: opening },
  );
  return (
    <I18nProvider lang={props.lang ?? inherited.lang}>
      <ResultsBody key={props.word} {...props} store={store} />
    </I18nProvider>
  );
}

function ResultsBody(props: ResultsViewProps & { store: TabResultsStore }) {
  const { t, rich, dir, lang } = useI18n();
  const { store } = props;
  const [nav, setNav] = useState<Navigation>(() => ({
    current: { word: props.word, tab: props.initialTab ?? 'senses' },
    back: [],
  }));
  const via = useRef<SelectVia | 'start'>('start');
  const heading = useRef<HTMLHeadingElement>(null);
  // Bumped by links and Back: the clicked button is gone, so focus goes to the new word.
  const [focusRequest, setFocusRequest] = useState(0);
  const id = useId();

  const { word, tab } = nav.current;
  const asWritten = nav.current.asWritten === true;

  // A layout effect starts the lookup right after the tab renders; a plain effect would
  // wait for the next frame (about 16 ms) before even asking the background.
  useLayoutEffect(() => {
    if (store.has(word, tab, asWritten)) return;
    if (via.current !== 'keyboard') {
      store.open(word, tab, asWritten);
      return;
    }
    const timer = setTimeout(() => store.open(word, tab, asWritten), KEYBOARD_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [store, word, tab, asWritten]);

  useEffect(() => {
    if (focusRequest > 0) heading.current?.focus();
  }, [focusRequest]);

  const select = useCallback((next: ResultTab, how: SelectVia) => {
    via.current = how;
    setNav((state) => ({ ...state, current: { ...state.current, tab: next } }));
  }, []);

  const lookUp = useCallback((next: string, ownEntry?: boolean) => {
    via.current = 'pointer';
    const current: Place = ownEntry
      ? { word: next, tab: 'senses', asWritten: true }
      : { word: next, tab: 'senses' };
    setNav((state) =>
      state.current.word === next && (state.current.asWritten === true) === (ownEntry === true)
        ? { ...state, current }
        : { ...state, current, back: [...state.back, state.current] },
    );
    setFocusRequest((count) => count + 1);
  }, []);

  const goBack = () => {
    via.current = 'pointer';
    setFocusRequest((count) => count + 1);
    setNav((state) => {
      const previous = state.back.at(-1);
      return previous ? { ...state, current: previous, back: state.back.slice(0, -1) } : state;
    });
  };

  const state = store.get(word, tab, asWritten);
  const budget = store.budget.value;
  const previous = nav.back.at(-1);
  const loading = state === undefined || state.status === 'loading';
  const tabId = (name: ResultTab) => `${id}-tab-${name}`;
  const panelId = (name: ResultTab) => `${id}-panel-${name}`;
  // The limit is said once: in the tab's error when that is the error, else above the tabs.
  const limitInPanel = state?.status === 'error' && state.kind === 'limit-reached';

  return (
    <div class="lisan" dir={dir} lang={lang}>
      <header class="lisan-header">
        {previous ? (
          <button
            type="button"
            class="lisan-back"
            onClick={goBack}
            aria-describedby={`${id}-back-to`}
          >
            <span aria-hidden="true" class="lisan-back__arrow">
              {dir === 'rtl' ? '→' : '←'}
            </span>{' '}
            {t('header.back')}
          </button>
        ) : null}
        {previous ? (
          <span id={`${id}-back-to`} class="lisan-sr-only">
            {rich('header.backTo', { word: <Ar>{previous.word}</Ar> })}
          </span>
        ) : null}
        <h2 ref={heading} tabIndex={-1} class="lisan-word" lang="ar" dir="rtl">
          {word}
        </h2>
        <CallsUsed budget={budget} />
      </header>
      {props.notebook ? (
        <NotebookBar
          word={word}
          senses={store.get(word, 'senses', asWritten)}
          {...props.notebook}
        />
      ) : null}
      {limitInPanel ? null : <BudgetNotice budget={budget} />}
      <Tabs
        tabs={RESULT_TABS}
        selected={tab}
        onSelect={select}
        labelOf={(name) => t(TAB_LABELS[name])}
        label={t('tabs.label')}
        tabId={tabId}
        panelId={panelId}
        dir={dir}
      />
      <div class="lisan-panels">
        <p role="status" aria-live="polite" class="lisan-status">
          {loading ? rich('status.loading', { word: <Ar>{word}</Ar> }) : null}
        </p>
        <LookupContext.Provider value={lookUp}>
          {RESULT_TABS.map((name) => (
            <div
              key={name}
              role="tabpanel"
              id={panelId(name)}
              aria-labelledby={tabId(name)}
              hidden={name !== tab}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: ARIA tabs pattern: Tab from the tablist reaches the panel
              tabIndex={0}
              class="lisan-panel"
            >
              {name === tab ? (
                <TabContent
                  key={`${word} ${asWritten}`}
                  tab={name}
                  state={state}
                  budget={budget}
                  onRetry={() => store.retry(word, name, asWritten)}
                  onAskService={() => store.askService(word, name, asWritten)}
                  onOpenOptions={props.onOpenOptions}
                />
              ) : null}
            </div>
          ))}
        </LookupContext.Provider>
      </div>
    </div>
  );
}
