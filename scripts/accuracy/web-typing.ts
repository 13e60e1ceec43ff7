// The dev words as much of the web types them, for the second table of npm run accuracy:
// the hamza left off every alif (أ إ آ → ا), a final ة typed ه, a final ى typed ي. The
// harness's own rule, frozen: it models the text, not the analyser (whose proposals are
// lib/arabic/edited-spelling.ts), so the figure cannot move with the code it measures.
import { strictKey } from '../../lib/arabic';

/** What typing changed in a word, one name per change; empty when the web types it so. */
export type WebChange = 'alif hamza dropped' | 'final ة typed ه' | 'final ى typed ي';

export function asTypedOnTheWeb(word: string): { typed: string; changes: WebChange[] } {
  const key = strictKey(word);
  const changes: WebChange[] = [];
  let typed = key.replace(/[أإآ]/gu, 'ا');
  if (typed !== key) changes.push('alif hamza dropped');
  if (typed.endsWith('ة')) {
    typed = `${typed.slice(0, -1)}ه`;
    changes.push('final ة typed ه');
  } else if (typed.endsWith('ى')) {
    typed = `${typed.slice(0, -1)}ي`;
    changes.push('final ى typed ي');
  }
  return { typed, changes };
}
