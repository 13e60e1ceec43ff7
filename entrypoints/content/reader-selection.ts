import { type SelectionAt, selectionNow } from './text-field';

/**
 * The selection as the reader's own input last left it: recorded at the end of their drag,
 * touch or selecting key. The shortcut brings no text from the browser (the context menu
 * does), so it looks up the selection only while it is still this one: a selection the
 * page made or moved since spends nothing.
 */
export interface ReaderSelection {
  /**
   * The reader's input just ended: the selection it left (`at`, read at its event) is
   * theirs (`mine`), or it is not.
   */
  record(mine: boolean, at?: SelectionAt): void;
  /** The selection is still the one the reader made. */
  isCurrent(): boolean;
}

export function createReaderSelection(): ReaderSelection {
  let recorded: unknown[] = [];
  return {
    record(mine, at = selectionNow()) {
      recorded = mine ? selectionMark(at) : [];
    },
    isCurrent() {
      const now = selectionMark(selectionNow());
      return (
        recorded.length > 0 &&
        now.length === recorded.length &&
        now.every((part, index) => part === recorded[index])
      );
    },
  };
}

/** What identifies a selection: its boundaries, and in a text field its text too. */
function selectionMark(at: SelectionAt): unknown[] {
  if (at.field) return [at.field, at.start, at.end, at.value];
  const { range } = at;
  return range
    ? [range.startContainer, range.startOffset, range.endContainer, range.endOffset]
    : [];
}
