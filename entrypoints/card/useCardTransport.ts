import type { RefObject } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { browserSeesNow } from '../../lib/browser-visibility';
import { lookupTransport } from '../../lib/pages/lookup-transport';
import type { AnswerMemory, FetchTab } from './answer-memory';
import type { CardSend } from './card-send';
import type { CardLink, CardState } from './card-session';
import { spendOnlyWhenSeen } from './card-visibility';

/**
 * The card's results transport: remembered answers at once, then lookups in the card's
 * session, spent only while the reader can see the card (card-visibility.ts). `unseen`:
 * the last lookup was held back because the page hides or covers the card. The word's
 * opening Senses, when the card has them already, never go through it (CardBody).
 */
export function useCardTransport(
  card: CardState,
  send: CardSend,
  memory: AnswerMemory,
  link: CardLink,
  root: RefObject<HTMLElement | null>,
): { fetchTab: FetchTab; unseen: boolean } {
  const [unseen, setUnseen] = useState(false);

  // A new claim (even of the same word) opens on Senses by the reader's own gesture.
  const ready = card.state === 'ready' ? card : null;
  useEffect(() => {
    if (ready) setUnseen(false);
  }, [ready]);

  const fetchTab = useMemo(() => {
    const transport = lookupTransport(send, ready?.session);
    const lookup: FetchTab = async (asked, tab, asWritten) => {
      try {
        return await transport(asked, tab, asWritten);
      } catch (error) {
        if (error instanceof Error && error.message === 'session-invalid') link.sessionLost();
        throw error;
      }
    };
    // Both must agree: the browser's fresh judgement, and the content script's, which sees
    // the page's styles as they are now (but not an overlay that lets clicks through).
    const seen = async () => {
      const judged = root.current ? await browserSeesNow(root.current) : null;
      const visible = judged !== false && (await link.readerSees());
      setUnseen(!visible);
      return visible;
    };
    const asked = ready?.word ?? '';
    return memory.through(spendOnlyWhenSeen(lookup, asked, seen));
  }, [send, ready, memory, link]);
  return { fetchTab, unseen };
}
