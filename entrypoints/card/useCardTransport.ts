import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { browserSeesNow } from '../../lib/browser-visibility';
import { lookupTransport } from '../../lib/pages/lookup-transport';
import type { AnswerMemory, FetchTab } from './answer-memory';
import type { CardSend } from './card-send';
import type { CardLink, CardState } from './card-session';
import { type Sight, spendOnlyWhenSeen } from './card-visibility';

/**
 * The card's results transport: remembered answers at once, then lookups in the card's
 * session, spent only while the reader can see the card (card-visibility.ts). `sight`:
 * whether the last lookup was held back because the page hides or covers the card, or
 * because the reader must confirm with another click (Firefox, the page changed). The word's
 * opening Senses, when the card has them already, never go through it (CardBody).
 */
export function useCardTransport(
  card: CardState,
  send: CardSend,
  memory: AnswerMemory,
  link: CardLink,
  root: RefObject<HTMLElement | null>,
): { fetchTab: FetchTab; sight: Sight; seen: () => Promise<boolean> } {
  const [sight, setSight] = useState<Sight>('seen');
  // The last answer asked the reader to confirm: the next click inside the card does.
  const confirmNext = useRef(false);

  // A new claim (even of the same word) opens on Senses by the reader's own gesture.
  const ready = card.state === 'ready' ? card : null;
  useEffect(() => {
    if (ready) setSight('seen');
  }, [ready]);

  // Both must agree: the browser's fresh judgement, and the content script's, which sees
  // the page's styles as they are now (but not an overlay that lets clicks through).
  // Asked before a lookup spends a call, and before Save changes the notebook.
  const seen = useMemo(
    () => async () => {
      const judged = root.current ? await browserSeesNow(root.current) : null;
      const now = judged === false ? 'unseen' : await link.readerSees(confirmNext.current);
      confirmNext.current = now === 'confirm';
      setSight(now);
      return now === 'seen';
    },
    [link, root],
  );

  const fetchTab = useMemo(() => {
    const transport = lookupTransport(send, ready?.session);
    const lookup: FetchTab = async (asked, tab, asWritten, askService) => {
      try {
        return await transport(asked, tab, asWritten, askService);
      } catch (error) {
        if (error instanceof Error && error.message === 'session-invalid') link.sessionLost();
        throw error;
      }
    };
    const asked = ready?.word ?? '';
    return memory.through(spendOnlyWhenSeen(lookup, asked, seen));
  }, [send, ready, memory, link, seen]);
  return { fetchTab, sight, seen };
}
