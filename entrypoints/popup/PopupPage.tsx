import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { callsUsedText } from '../../components/calls-used';
import { useDocumentLanguage } from '../../components/hooks/useDocumentLanguage';
import { useDocumentTheme } from '../../components/hooks/useDocumentTheme';
import { useExtensionStatus } from '../../components/hooks/useExtensionStatus';
import { I18nProvider, useI18n } from '../../components/I18nContext';
import { type UiLanguageSetting, uiLanguage } from '../../lib/i18n/i18n';
import type { StatusResponse } from '../../lib/messages/protocol';
import type { Send } from '../../lib/messages/send';
import { lookupTransport } from '../../lib/pages/lookup-transport';
import type { EarlyInput } from './early-input';
import { RecentWords } from './RecentWords';
import { loadResultsView, type ResultsViewComponent } from './results-view-loader';
import { SearchForm } from './SearchForm';
import { usePopupText } from './usePopupText';

export interface PopupPageProps {
  /** The messaging transport; a fake in tests. */
  send: Send;
  /** The word selected in the active tab, or null; it prefills the search field. */
  getSelection: () => Promise<string | null>;
  openOptions: () => void;
  /** What the reader typed or submitted in the HTML's field before the script ran; none in tests. */
  early?: EarlyInput;
  /** For tests; the browser's language otherwise. */
  navigatorLanguage?: string;
  /** The language the page was built in (lib/i18n/popup-pages.ts), until the background answers. */
  pageLanguage?: UiLanguageSetting;
}

/** The toolbar popup: a search field, and the results of the word looked up. */
export function PopupPage(props: PopupPageProps) {
  const status = useExtensionStatus(props.send);

  // Until the background answers, the language the page was first painted in.
  const lang = uiLanguage(
    status?.uiLanguage ?? props.pageLanguage ?? 'auto',
    props.navigatorLanguage,
  );
  useDocumentTheme(status?.theme);
  return (
    <I18nProvider lang={lang}>
      <PopupBody {...props} status={status} />
    </I18nProvider>
  );
}

function PopupBody(props: PopupPageProps & { status: StatusResponse | null }) {
  const t = usePopupText();
  const i18n = useI18n();
  const [text, setText] = useState(props.early?.typed ?? '');
  const [word, setWord] = useState(props.early?.submitted ?? null);
  const input = useRef<HTMLInputElement>(null);
  const { status, send, getSelection } = props;
  useDocumentLanguage(i18n.lang, t('popup.title'));

  const fetchTab = useMemo(() => lookupTransport(send), [send]);
  const notebook = useMemo(() => ({ send }), [send]);

  const [Results, setResults] = useState<ResultsViewComponent | null>(null);
  useEffect(() => {
    let live = true;
    void loadResultsView()
      .then((view) => live && setResults(() => view))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    void getSelection()
      .catch(() => null)
      .then((selected) => {
        const field = input.current;
        // Never overwrite what the reader started typing meanwhile.
        if (!live || !selected || !field || field.value !== '') return;
        setText(selected);
        // Selected, so typing replaces it and Enter looks it up.
        queueMicrotask(() => field.select());
      });
    return () => {
      live = false;
    };
  }, [getSelection]);

  const budget = status?.budget ?? null;
  return (
    <main class="page page--popup">
      {/* Screen readers navigate by headings; the word heading below is the h2. */}
      <h1 class="lisan-sr-only">{t('popup.title')}</h1>
      <SearchForm
        field={input}
        text={text}
        onText={setText}
        onSubmit={(typed) => {
          const next = typed.trim();
          if (next !== '') setWord(next);
        }}
      />
      {status && !status.hasKey ? (
        <div class="popup-setup">
          <p>{t('popup.noKey')}</p>
          <button
            type="button"
            class="page-button page-button--primary"
            onClick={props.openOptions}
          >
            {t('popup.setUpKey')}
          </button>
        </div>
      ) : null}
      {word !== null ? (
        Results && (
          <Results
            word={word}
            fetchTab={fetchTab}
            onOpenOptions={props.openOptions}
            notebook={notebook}
          />
        )
      ) : budget ? (
        // The results view has its own line; before any lookup, this one says where the key stands.
        <p class="popup-calls">{callsUsedText(budget, i18n)}</p>
      ) : null}
      {word === null ? (
        <RecentWords
          send={send}
          onPick={(picked) => {
            setText(picked);
            setWord(picked);
          }}
        />
      ) : null}
      <footer class="popup-footer">
        <a class="page-link" href="notebook.html" target="_blank" rel="noopener">
          {t('notebook.openNotebook')}
        </a>
        <button type="button" class="page-link" onClick={props.openOptions}>
          {t('page.settingsLink')}
        </button>
      </footer>
    </main>
  );
}
