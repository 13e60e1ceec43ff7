import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { OperationResults, ResultTab } from '../../lib/lookup/types';
import type { ReadingKind } from '../lead-entries';
import { SensesPanel } from './SensesPanel';

/** `reading`: the kind of word the answer's reading is (Senses puts its entries first). */
export type Panel = ComponentType<{ results: OperationResults; reading?: ReadingKind | null }>;

/**
 * Senses is what every card opens on, so it comes with the view; the other panels are
 * loaded when their tab is first opened (their code is not in the card's first download),
 * while that tab's lookup is on its way.
 */
const LOADERS: Record<Exclude<ResultTab, 'senses'>, () => Promise<Panel>> = {
  examples: () => import('./ExamplesPanel').then((module) => module.ExamplesPanel),
  root: () => import('./RootPanel').then((module) => module.RootPanel),
  pattern: () => import('./PatternPanel').then((module) => module.PatternPanel),
  forms: () => import('./FormsPanel').then((module) => module.FormsPanel),
  related: () => import('./RelatedPanel').then((module) => module.RelatedPanel),
};

/** Panels loaded so far in this document: opening a tab again shows it at once. */
const loaded = new Map<ResultTab, Panel>([['senses', SensesPanel]]);

export type PanelState =
  | { status: 'loading' }
  | { status: 'ready'; Panel: Panel }
  /** The code did not load (the extension was updated under the page): `retry` asks again. */
  | { status: 'failed'; retry: () => void };

/** The panel of `tab`, loading it on first use. */
export function usePanel(tab: ResultTab): PanelState {
  const [, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const Panel = loaded.get(tab);
  useEffect(() => {
    if (tab === 'senses' || loaded.has(tab) || failed) return;
    let live = true;
    LOADERS[tab]().then(
      (panel) => {
        loaded.set(tab, panel);
        if (live) setAttempt((count) => count + 1);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [tab, failed]);
  if (Panel) return { status: 'ready', Panel };
  return failed ? { status: 'failed', retry: () => setFailed(false) } : { status: 'loading' };
}
