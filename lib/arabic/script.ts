// Whether text is in the Arabic script: its own module, so that a page bundling only this
// (components/Arabic.tsx) takes no other class of detect.ts with it.

/**
 * Any character of the Arabic script, letters or not. Script_Extensions rather than Script:
 * `\p{Script=Arabic}` is false for tatweel, the Arabic comma and the harakat. Written with
 * Unicode's short aliases (`scx=Arab` is `Script_Extensions=Arabic`): the content script
 * ships these patterns to every page.
 */
export const ARABIC_RE = /\p{scx=Arab}/u;
