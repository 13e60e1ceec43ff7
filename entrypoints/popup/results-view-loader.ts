import type { ResultsView } from '../../components/ResultsView';

export type ResultsViewComponent = typeof ResultsView;

let loading: Promise<ResultsViewComponent> | null = null;

/**
 * The results view's code, fetched once the popup has rendered: the search field, which
 * the reader types into at once, need not wait for the panels it will show later.
 */
export function loadResultsView(): Promise<ResultsViewComponent> {
  loading ??= import('../../components/ResultsView').then((module) => module.ResultsView);
  return loading;
}
