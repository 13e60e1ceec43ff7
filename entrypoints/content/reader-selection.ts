import { asTextField, readerRange } from './text-field';

/**
 * The selection as the reader's own input last left it: recorded at the end of their drag,
 * touch or selecting key. The shortcut brings no text from the browser (the context menu
 * does), so it looks up the selection only while it is still this one: a selection the
 * page made or moved since spends nothing.
 */
export interface ReaderSelection {
  /** The reader's input just ended: the selection is theirs (`mine`), or it is not. */
  record(mine: boolean): void;
  /** The selection is still the one the reader made. */
  isCurrent(): boolean;
}

export function createReaderSelection(): ReaderSelection {
  let recorded: unknown[] = [];
  return {
    record(mine) {
      recorded = mine ? selectionMark() : [];
    },
    isCurrent() {
      const now = selectionMark();
      return (
        recorded.length > 0 &&
        now.length === recorded.length &&
        now.every((part, index) => part === recorded[index])
      );
    },
  };
}

/** What identifies a selection: its boundaries, and in a text field its text too. */
function selectionMark(): unknown[] {
  const field = asTextField(document.activeElement);
  if (field) {
    return [field, field.selectionStart, field.selectionEnd, field.value];
  }
  const range = readerRange();
  return range
    ? [range.startContainer, range.startOffset, range.endContainer, range.endOffset]
    : [];
}
