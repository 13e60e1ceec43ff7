import { useId, useRef, useState } from 'preact/hooks';
import { textProps } from '../../components/Arabic';
import { useAnnouncement } from '../../components/hooks/useAnnouncement';
import { usePageText } from '../../components/hooks/usePageText';
import { useI18n } from '../../components/I18nContext';
import { StatusMessage } from '../../components/pages/StatusMessage';
import { lexiconId } from '../../lib/api/schemas';
import type { PageTranslator } from '../../lib/i18n/pages-messages';
import { type Problem, problemMessage } from '../../lib/pages/problems';
import type { ChosenLexicon } from '../../lib/settings/schema';
import { type LexiconRow, lexiconRows, toggleLexicon } from './lexicon-rows';
import type { LexiconState, OptionsActions } from './model';

export interface LexiconSectionProps {
  lexicons: LexiconState;
  chosen: readonly ChosenLexicon[];
  actions: OptionsActions;
}

/**
 * The lexicons to search. Each checkbox is named by the lexicon's name alone (its details
 * are its description), so people and tests find it by that name. A tick is saved at once.
 */
export function LexiconSection(props: LexiconSectionProps) {
  const t = usePageText();
  const id = useId();
  const [addedByHand, setAddedByHand] = useState<string[]>([]);
  const [message, announce] = useAnnouncement();
  // Shown while a save is under way, so the box does not flip back and forth.
  const [pending, setPending] = useState<readonly ChosenLexicon[] | null>(null);
  const chosen = pending ?? props.chosen;
  const listed = props.lexicons.state === 'ready' ? props.lexicons.lexicons : [];
  const rows = lexiconRows(listed, chosen, addedByHand);
  const ticked = new Set(chosen.map((lexicon) => lexicon.id));
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  const choose = (next: ChosenLexicon[], success: (t: PageTranslator) => string) => {
    setPending(next);
    // One save after another: two quick ticks must both end up stored, in order.
    saving.current = saving.current.then(async () => {
      const problem = await props.actions.save({ lexicons: next });
      setPending((shown) => (shown === next ? null : shown));
      announce((t) =>
        problem
          ? {
              tone: 'error',
              lines: [t('lexicons.saveFailed', { problem: problemText(t, problem) })],
            }
          : { tone: 'success', lines: [success(t)] },
      );
    });
  };

  const onToggle = (row: LexiconRow, on: boolean) => {
    choose(toggleLexicon(chosen, row, on), (t) => t('lexicons.saved'));
  };

  const onAdd = (typed: string): string | null => {
    const parsed = lexiconId.safeParse(typed);
    if (!parsed.success)
      return typed.trim() === '' ? t('lexicons.idEmpty') : t('lexicons.idInvalid');
    const newId = parsed.data;
    const existing = rows.find((row) => row.id === newId);
    if (existing) {
      if (!ticked.has(newId))
        choose(toggleLexicon(chosen, existing, true), (t) => t('lexicons.idAlready'));
      else announce((t) => ({ tone: 'info', lines: [t('lexicons.idAlready')] }));
      return null;
    }
    setAddedByHand((ids) => [...ids, newId]);
    const row: LexiconRow = {
      id: newId,
      name: newId,
      scope: 'private',
      details: null,
      byHand: true,
    };
    choose(toggleLexicon(chosen, row, true), (t) => t('lexicons.added', { id: newId }));
    return null;
  };

  return (
    <section class="page-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('lexicons.heading')}</h2>
      <p class="page-hint" id={`${id}-hint`}>
        {t('lexicons.hint')}
      </p>
      <ListState state={props.lexicons} onReload={() => void props.actions.loadLexicons(true)} />
      {rows.length > 0 ? (
        <ul class="lexicon-list" aria-describedby={`${id}-hint`}>
          {rows.map((row) => (
            <LexiconItem
              key={row.id}
              row={row}
              ticked={ticked.has(row.id)}
              onToggle={(on) => onToggle(row, on)}
            />
          ))}
        </ul>
      ) : null}
      <StatusMessage message={message} />
      <PrivateLexiconForm onAdd={onAdd} />
    </section>
  );
}

function problemText(t: ReturnType<typeof usePageText>, problem: Problem): string {
  return t(problemMessage(problem), { origin: '' });
}

function ListState(props: { state: LexiconState; onReload: () => void }) {
  const t = usePageText();
  const { state } = props;
  if (state.state === 'need-key') return <p class="page-note">{t('lexicons.needKey')}</p>;
  if (state.state === 'loading') {
    return (
      <p class="page-note" role="status">
        {t('lexicons.loading')}
      </p>
    );
  }
  if (state.state === 'error') {
    return (
      <div class="page-note page-note--error">
        <p>{t('lexicons.failed', { problem: problemText(t, state.problem) })}</p>
        <button type="button" class="page-button" onClick={props.onReload}>
          {t('lexicons.reload')}
        </button>
      </div>
    );
  }
  if (state.lexicons.length === 0) return <p class="page-note">{t('lexicons.empty')}</p>;
  return null;
}

function LexiconItem(props: { row: LexiconRow; ticked: boolean; onToggle: (on: boolean) => void }) {
  const t = usePageText();
  const { count } = useI18n();
  const id = useId();
  const { row } = props;
  const details = row.details;
  const entries = details?.totalEntriesCount;
  const facts: string[] = [];
  if (details?.publisherName) facts.push(details.publisherName);
  if (entries !== null && entries !== undefined) {
    facts.push(
      entries === 1 ? t('lexicons.entriesOne') : t('lexicons.entries', { count: count(entries) }),
    );
  }
  if (row.byHand) facts.push(t('lexicons.addedByHand'));
  return (
    <li class="lexicon-item">
      <input
        type="checkbox"
        id={`${id}-box`}
        checked={props.ticked}
        aria-describedby={`${id}-details`}
        onChange={(event) => props.onToggle(event.currentTarget.checked)}
      />
      <div class="lexicon-text">
        <label for={`${id}-box`} class="lexicon-name" {...textProps(row.name)}>
          {row.name}
        </label>
        <div id={`${id}-details`} class="lexicon-details">
          {row.scope === 'private' ? (
            <span class="lexicon-private">{t('lexicons.private')}</span>
          ) : null}
          {details?.title ? (
            <span class="lexicon-title" {...textProps(details.title)}>
              {details.title}
            </span>
          ) : null}
          {facts.map((fact) => (
            <span key={fact} class="lexicon-fact" {...textProps(fact)}>
              {fact}
            </span>
          ))}
        </div>
      </div>
    </li>
  );
}

/** Private lexicons are not always listed; their ids can be typed in. */
function PrivateLexiconForm(props: { onAdd: (typed: string) => string | null }) {
  const t = usePageText();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = (event: Event) => {
    event.preventDefault();
    const problem = props.onAdd(value);
    setError(problem);
    if (problem) input.current?.focus();
    else setValue('');
  };

  return (
    <form class="page-form page-form--inline" onSubmit={onSubmit} noValidate>
      <div class="page-field">
        <label for={`${id}-id`}>{t('lexicons.privateId')}</label>
        <div class="page-row">
          <input
            ref={input}
            id={`${id}-id`}
            type="text"
            value={value}
            dir="ltr"
            autocomplete="off"
            spellcheck={false}
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
            onInput={(event) => {
              setValue(event.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <button type="submit" class="page-button">
            {t('lexicons.addPrivate')}
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} class="page-field-error">
            {error}
          </p>
        ) : null}
        <p id={`${id}-hint`} class="page-hint">
          {t('lexicons.privateHint')}
        </p>
      </div>
    </form>
  );
}
