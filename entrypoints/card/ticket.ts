import { PARENT_SOURCE, type TicketPost } from '../../lib/messages/port-protocol';
import { tokenSchema } from '../../lib/messages/words';

/**
 * Lisan's content script posts the card's window one message, a TicketPost
 * (lib/messages/content-protocol.ts), with one end of a MessageChannel:
 * a one-time ticket from the background, and the port through which it will send the
 * next words. The page around the card can post the same shape (it is the same window)
 * with a port of its own; the ticket it makes up or copies is refused by the background,
 * and the card keeps the port of a redeemed ticket only.
 */
export interface TicketMessage {
  ticket: string;
  port: MessagePort | null;
}

/** The ticket in a message from the parent window, or null. */
export function ticketFromMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Partial<Record<keyof TicketPost, unknown>>;
  if (value.source !== PARENT_SOURCE || value.type !== 'ticket') return null;
  const parsed = tokenSchema.safeParse(value.ticket);
  return parsed.success ? parsed.data : null;
}

/** Calls `onTicket` for each ticket posted by the window that embeds the card. */
export type TicketSource = (onTicket: (message: TicketMessage) => void) => () => void;

/** Tickets held before the card subscribes; the content script's comes first, on load. */
const EARLY_TICKETS = 16;

/**
 * Listens from now on (call it before the first render: the content script posts the
 * ticket on the frame's `load`, which may come before the card's effects run) and keeps
 * what arrives until a session subscribes.
 */
export function parentTickets(): TicketSource {
  const early: TicketMessage[] = [];
  let deliver: ((message: TicketMessage) => void) | null = null;
  window.addEventListener('message', (event) => {
    if (window.parent === window || event.source !== window.parent) return;
    const ticket = ticketFromMessage(event.data);
    if (ticket === null) return;
    const message = { ticket, port: event.ports[0] ?? null };
    if (deliver) deliver(message);
    else if (early.length < EARLY_TICKETS) early.push(message);
  });
  return (onTicket) => {
    deliver = onTicket;
    for (const message of early.splice(0)) onTicket(message);
    return () => {
      if (deliver === onTicket) deliver = null;
    };
  };
}
