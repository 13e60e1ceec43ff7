import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Lexicon } from '../../lib/lookup/types';
import type { StatusResponse } from '../../lib/messages/protocol';
import type { Send } from '../../lib/messages/send';
import type { Problem } from '../../lib/pages/problems';
import { applySettingsPatch, type Settings, type SettingsPatch } from '../../lib/settings/schema';

/** The lexicon list as the page knows it. */
export type LexiconState =
  | { state: 'need-key' }
  | { state: 'loading' }
  | { state: 'error'; problem: Problem }
  | { state: 'ready'; lexicons: Lexicon[] };

export type LoadState =
  | { state: 'loading' }
  | { state: 'error'; problem: Problem }
  | { state: 'ready'; settings: Settings; hasKey: boolean };

export type LexiconResult = { ok: true; count: number } | { ok: false; problem: Problem };

/** What the sections may ask of the page; each resolves, none throws. */
export interface OptionsActions {
  /** Saves a change (and the key: undefined keeps it, null removes it); null when it worked. */
  save(patch: SettingsPatch, apiKey?: string | null): Promise<Problem | null>;
  /** `fresh`: the user asked, so the background must call the service rather than its cache. */
  loadLexicons(fresh: boolean): Promise<LexiconResult>;
  refreshStatus(): Promise<void>;
  clearCache(): Promise<Problem | null>;
  resetCounter(): Promise<Problem | null>;
  clearHistory(): Promise<Problem | null>;
  reload(): void;
}

export interface OptionsModel {
  load: LoadState;
  status: StatusResponse | null;
  lexicons: LexiconState;
  actions: OptionsActions;
}

/**
 * The options page's state and its conversations with the background. Settings are
 * updated locally only once the background confirmed a save, so the page never shows
 * a choice that was not stored.
 */
export function useOptionsModel(send: Send): OptionsModel {
  const [load, setLoad] = useState<LoadState>({ state: 'loading' });
  const [status, setStatus] = useState<StatusResponse | null>(null);
  const [lexicons, setLexicons] = useState<LexiconState>({ state: 'need-key' });
  const [attempt, setAttempt] = useState(0);
  // The latest settings for callbacks that outlive a render (several saves in a row).
  const current = useRef<LoadState>(load);
  current.current = load;
  // Only the latest lexicon request may update the list (a slow cached answer must not
  // overwrite the fresh one the user asked for).
  const lexiconRequest = useRef(0);

  const refreshStatus = useCallback(async () => {
    const answer = await send({ type: 'status', includeCache: true });
    if (answer.ok) setStatus(answer);
  }, [send]);

  const loadLexicons = useCallback(
    async (fresh: boolean): Promise<LexiconResult> => {
      const request = ++lexiconRequest.current;
      setLexicons({ state: 'loading' });
      const answer = await send(
        fresh ? { type: 'list-lexicons', fresh: true } : { type: 'list-lexicons' },
      );
      if (request !== lexiconRequest.current) {
        return answer.ok
          ? { ok: true, count: answer.data.length }
          : { ok: false, problem: answer.error };
      }
      if (answer.ok) {
        setLexicons({ state: 'ready', lexicons: answer.data });
        return { ok: true, count: answer.data.length };
      }
      setLexicons({ state: 'error', problem: answer.error });
      return { ok: false, problem: answer.error };
    },
    [send],
  );

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    void (async () => {
      const [answer] = await Promise.all([send({ type: 'get-settings' }), refreshStatus()]);
      if (!live) return;
      if (!answer.ok) {
        setLoad({ state: 'error', problem: answer.error });
        return;
      }
      setLoad({ state: 'ready', settings: answer.settings, hasKey: answer.hasKey });
      // Without `fresh` the background answers from its cache when it can: opening this
      // page should not spend a call the user did not ask for.
      if (answer.hasKey) void loadLexicons(false);
    })();
    return () => {
      live = false;
    };
  }, [send, refreshStatus, loadLexicons, attempt]);

  const save = useCallback(
    async (patch: SettingsPatch, apiKey?: string | null): Promise<Problem | null> => {
      const message =
        apiKey === undefined
          ? ({ type: 'save-settings', settings: patch } as const)
          : ({ type: 'save-settings', settings: patch, apiKey } as const);
      const answer = await send(message);
      if (!answer.ok) return answer.error;
      const before = current.current;
      if (before.state === 'ready') {
        const hasKey =
          apiKey === undefined ? before.hasKey : apiKey !== null && apiKey.trim() !== '';
        const next: LoadState = {
          state: 'ready',
          settings: applySettingsPatch(before.settings, patch),
          hasKey,
        };
        current.current = next;
        setLoad(next);
        if (!hasKey) {
          lexiconRequest.current++;
          setLexicons({ state: 'need-key' });
        }
      }
      return null;
    },
    [send],
  );

  const simple = useCallback(
    async (
      type: 'clear-cache' | 'reset-counter' | 'notebook-clear-history',
    ): Promise<Problem | null> => {
      const answer = await send({ type });
      await refreshStatus();
      return answer.ok ? null : answer.error;
    },
    [send, refreshStatus],
  );

  return {
    load,
    status,
    lexicons,
    actions: {
      save,
      loadLexicons,
      refreshStatus,
      clearCache: () => simple('clear-cache'),
      resetCounter: () => simple('reset-counter'),
      clearHistory: () => simple('notebook-clear-history'),
      reload: () => setAttempt((count) => count + 1),
    },
  };
}
