import type { BudgetStatus, ResultTab } from '../lib/lookup/types';
import { ExamplesPanel } from './panels/ExamplesPanel';
import { FormsPanel } from './panels/FormsPanel';
import { PatternPanel } from './panels/PatternPanel';
import { RelatedPanel } from './panels/RelatedPanel';
import { RootPanel } from './panels/RootPanel';
import { SensesPanel } from './panels/SensesPanel';
import { ErrorState, LoadingSkeleton, ResponseNotices } from './StateViews';
import type { TabState } from './useTabResults';

const PANELS = {
  senses: SensesPanel,
  examples: ExamplesPanel,
  root: RootPanel,
  pattern: PatternPanel,
  forms: FormsPanel,
  related: RelatedPanel,
} as const;

/** The content of one tab in whatever state its lookup is in. */
export function TabContent(props: {
  tab: ResultTab;
  state: TabState | undefined;
  budget: BudgetStatus | null;
  onRetry: () => void;
  onOpenOptions?: () => void;
}) {
  const { state } = props;
  // Not yet fetched (keyboard selection settling) looks the same as loading.
  if (state === undefined || state.status === 'loading') return <LoadingSkeleton />;
  if (state.status === 'error') {
    return (
      <ErrorState
        kind={state.kind}
        budget={props.budget}
        onRetry={props.onRetry}
        onOpenOptions={props.onOpenOptions}
      />
    );
  }
  const Panel = PANELS[props.tab];
  return (
    <>
      <ResponseNotices data={state.data} />
      <Panel results={state.data.results} />
    </>
  );
}
