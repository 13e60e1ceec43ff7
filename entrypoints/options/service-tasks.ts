import { useRef } from 'preact/hooks';
import type { Wording } from '../../components/hooks/useAnnouncement';
import type { PageTranslator } from '../../lib/i18n/pages-messages';
import { problemMessage } from '../../lib/pages/problems';
import type { LexiconResult, OptionsActions } from './model';

/**
 * What the service section's buttons do once the typed values were checked: save, test
 * the connection, forget the key. Each reports through the section's status line.
 */
export interface ServiceTasks {
  actions: OptionsActions;
  announce: (wording: Wording | null) => void;
  /** Bumped per task, so a late permission answer does not overwrite a newer report. */
  task: { current: number };
}

/**
 * The section's tasks, run one at a time: a second click while saving must not save
 * twice. `busy` says whether one is running.
 */
export function useServiceTasks(
  actions: OptionsActions,
  announce: ServiceTasks['announce'],
): { tasks: ServiceTasks; exclusive(run: () => Promise<void>): void; busy(): boolean } {
  const running = useRef(false);
  const task = useRef(0);
  return {
    tasks: { actions, announce, task },
    exclusive(run) {
      if (running.current) return;
      running.current = true;
      task.current++;
      void run().finally(() => {
        running.current = false;
      });
    },
    busy: () => running.current,
  };
}

/** How long Save waits for the permission prompt before asking for the lexicons anyway. */
const PERMISSION_WAIT_MS = 1000;

/** What Save stores: a checked URL and the typed key ('' keeps the stored one). */
export interface ServiceSave {
  url: string;
  key: string;
  /** A key was stored before this save. */
  hadKey: boolean;
  /** Asked during the click (browsers prompt only then); the save does not wait for it. */
  permission: Promise<boolean>;
  /** The save went through: the form shows what is stored now. */
  onSaved(): void;
}

/** Saves, then lists the lexicons fresh, reporting each step and the permission's answer. */
export async function saveService(tasks: ServiceTasks, saved: ServiceSave): Promise<void> {
  const { permission } = saved;
  const { actions, announce, task } = tasks;
  announce((t) => ({ tone: 'info', lines: [t('options.saving')] }));
  const problem = await actions.save(
    { serviceUrl: saved.url },
    saved.key === '' ? undefined : saved.key,
  );
  if (problem) {
    announce((t) => ({
      tone: 'error',
      lines: [t(problemMessage(problem), { origin: originOf(saved.url) })],
    }));
    return;
  }
  saved.onSaved();
  const denied = (t: PageTranslator) =>
    t('options.permissionDenied', { origin: originOf(saved.url) });
  if (saved.key === '' && !saved.hadKey) {
    announce((t) => ({ tone: 'success', lines: [t('options.savedNoKey')] }));
    const mine = task.current;
    void permission.then((granted) => {
      if (!granted && task.current === mine)
        announce((t) => ({ tone: 'error', lines: [t('options.savedNoKey'), denied(t)] }));
    });
    return;
  }
  announce((t) => ({ tone: 'info', lines: [t('options.saved'), t('lexicons.loading')] }));
  // A granted (or declared) permission answers at once; a prompt may stay open for a
  // while, or forever where no prompt can be shown. The service may allow CORS, so the
  // lexicons are asked for anyway, and asked again if the permission comes later.
  const early = await settleWithin(permission, PERMISSION_WAIT_MS);
  const result = await actions.loadLexicons(true);
  const report = (granted: boolean | undefined, shown: LexiconResult) => {
    announce((t) => ({
      tone: shown.ok && granted !== false ? 'success' : 'error',
      lines: [connectedLine(t, shown, saved.url, true), ...(granted === false ? [denied(t)] : [])],
    }));
  };
  report(early, result);
  await actions.refreshStatus();
  if (early !== undefined) return;
  // Not awaited: an unanswered prompt must not block the buttons.
  const mine = ++task.current;
  void permission.then(async (granted) => {
    const retried = granted && !result.ok ? await actions.loadLexicons(true) : result;
    // Only if nothing else was reported since.
    if (task.current === mine) report(granted, retried);
  });
}

/** Test connection: the lexicon list, asked of the service rather than the cache. */
export async function testConnection(tasks: ServiceTasks, url: string): Promise<void> {
  tasks.announce((t) => ({ tone: 'info', lines: [t('options.testing')] }));
  const result = await tasks.actions.loadLexicons(true);
  tasks.announce((t) => ({
    tone: result.ok ? 'success' : 'error',
    lines: [connectedLine(t, result, url, false)],
  }));
  await tasks.actions.refreshStatus();
}

export async function forgetKey(tasks: ServiceTasks, url: string): Promise<void> {
  const problem = await tasks.actions.save({}, null);
  tasks.announce((t) =>
    problem
      ? { tone: 'error', lines: [t(problemMessage(problem), { origin: originOf(url) })] }
      : { tone: 'success', lines: [t('options.keyRemoved')] },
  );
  await tasks.actions.refreshStatus();
}

/** "Connected: 12 lexicons" (after a save, "Saved. …"), or what went wrong. */
function connectedLine(
  t: PageTranslator,
  result: LexiconResult,
  url: string,
  saved: boolean,
): string {
  if (!result.ok) {
    const problem = t(problemMessage(result.problem), { origin: originOf(url) });
    return saved ? t('options.savedButLexicons', { problem }) : problem;
  }
  const count = String(result.count);
  if (saved)
    return result.count === 1
      ? t('options.savedConnectedOne')
      : t('options.savedConnected', { count });
  return result.count === 1 ? t('options.connectedOne') : t('options.connected', { count });
}

/** The promise's value if it settles within `ms`, else undefined (it keeps running). */
function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
