import type { BudgetStatus, ResultTab } from '../lib/lookup/types';
import { readingKind } from './lead-entries';
import { usePanel } from './panels/usePanel';
import { ErrorState, LoadingSkeleton, NotVerbNote, ResponseNotices } from './StateViews';
import type { TabState, TabSuccess } from './useTabResults';
import { NotFoundHelp, OtherReadings, SeeAlso } from './WordSuggestions';

/** The content of one tab in whatever state its lookup is in. */
export function TabContent(props: {
  tab: ResultTab;
  state: TabState | undefined;
  budget: BudgetStatus | null;
  onRetry: () => void;
  /** Forms of a known non-verb, answered without a call: ask the service after all. */
  onAskService: () => void;
  onOpenOptions?: () => void;
}) {
  const { state } = props;
  // Loaded while the lookup is on its way; until both are here, the tab is loading.
  const panel = usePanel(props.tab);
  // Not yet fetched (keyboard selection settling) looks the same as loading.
  if (state === undefined || state.status === 'loading') return <LoadingSkeleton />;
  if (state.status === 'error') {
    return (
      <ErrorState
        kind={state.kind}
        retryAfterMs={state.retryAfterMs}
        budget={props.budget}
        onRetry={props.onRetry}
        onOpenOptions={props.onOpenOptions}
      />
    );
  }
  if (panel.status === 'loading') return <LoadingSkeleton />;
  if (panel.status === 'failed') {
    return <ErrorState kind="transport" budget={props.budget} onRetry={panel.retry} />;
  }
  const { Panel } = panel;
  const { data } = state;
  const notVerb = props.tab === 'forms' && (data.results.conjugations ?? []).length === 0;
  return (
    <>
      <ResponseNotices data={data} />
      {notVerb && data.nonVerbPos ? (
        <NotVerbNote word={data.matched} pos={data.nonVerbPos} onAsk={props.onAskService} />
      ) : (
        <Panel results={data.results} reading={readingKind(data.analysis, data.matched)} />
      )}
      {nothingFound(props.tab, data) ? (
        <NotFoundHelp word={data.word} untried={data.untried} />
      ) : null}
      <OtherReadings readings={data.otherReadings} />
      <SeeAlso words={data.seeAlso} />
    </>
  );
}

/**
 * The word has no entries: candidates were left untried, or the Senses tab is empty (every
 * entry has senses, so an empty Senses tab means the lexicons do not know the word).
 */
function nothingFound(tab: ResultTab, data: TabSuccess): boolean {
  if ((data.untried ?? []).length > 0) return true;
  return tab === 'senses' && (data.results.pos ?? []).length === 0;
}
