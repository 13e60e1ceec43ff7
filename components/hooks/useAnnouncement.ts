import { useCallback, useState } from 'preact/hooks';
import type { PageTranslator } from '../../lib/i18n/pages-messages';
import type { Announcement } from '../pages/StatusMessage';
import { usePageText } from './usePageText';

/** How to word an announcement, in whatever language the page is in when it is shown. */
export type Wording = (t: PageTranslator) => Announcement;

/**
 * A section's status line, kept as how to word it rather than as words: switching the UI
 * language re-words the line already shown.
 */
export function useAnnouncement(): [Announcement | null, (wording: Wording | null) => void] {
  const t = usePageText();
  const [wording, setWording] = useState<Wording | null>(null);
  const announce = useCallback((next: Wording | null) => setWording(() => next), []);
  return [wording ? wording(t) : null, announce];
}
