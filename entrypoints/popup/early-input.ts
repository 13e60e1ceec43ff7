import { MAX_WORD_LENGTH } from '../../lib/messages/words';

/**
 * What the reader did in popup.html's own search field (index.html) before the popup's
 * script ran: the field is in the HTML and focused as the page is parsed, so typing starts
 * before any script has loaded.
 */
export interface EarlyInput {
  /** The text typed so far; the rendered popup keeps it, and the field keeps its caret. */
  typed: string;
  /**
   * The word of an Enter pressed before the script ran. With no script, the HTML form
   * submits itself: popup.html reloads as popup.html?word=…, and this page looks it up.
   */
  submitted: string | null;
}

/** The field's name in the HTML form, hence the query parameter an early Enter sends. */
export const WORD_PARAMETER = 'word';

/** `search` is location.search: anyone can open popup.html with any query, so it is checked. */
export function earlyInput(typed: string, search: string): EarlyInput {
  const word = new URLSearchParams(search).get(WORD_PARAMETER)?.trim() ?? '';
  const submitted = word !== '' && word.length <= MAX_WORD_LENGTH ? word : null;
  return { typed: submitted ?? typed, submitted };
}
