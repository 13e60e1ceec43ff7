// The lengths messages may carry: the background's schemas (words.ts) and the hand guards
// of the content script and card (port-protocol.ts) share them. Free of imports, so that
// neither side bundles the other's code for a number.

/** The longest word a message carries, checked before it is trimmed. */
export const MAX_WORD_LENGTH = 100;
/** Tickets, sessions and content-script instance ids. */
export const MAX_TOKEN_LENGTH = 100;
