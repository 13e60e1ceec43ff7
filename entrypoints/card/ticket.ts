import { tokenSchema } from '../../lib/messages/protocol';

/**
 * The one-time ticket in a message from the content script, or null. The content script
 * posts `{ source: 'lisan-parent', type: 'ticket', ticket }` to the card's window; the page
 * around the card can post the same shape (it is the same window), but a ticket it makes
 * up or copies is refused by the background, which the card then ignores.
 */
export function ticketFromMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  if (value.source !== 'lisan-parent' || value.type !== 'ticket') return null;
  const parsed = tokenSchema.safeParse(value.ticket);
  return parsed.success ? parsed.data : null;
}

/** Calls `onTicket` for each ticket posted by the window that embeds the card. */
export type TicketSource = (onTicket: (ticket: string) => void) => () => void;

export const parentTickets: TicketSource = (onTicket) => {
  const listener = (event: MessageEvent) => {
    if (window.parent === window || event.source !== window.parent) return;
    const ticket = ticketFromMessage(event.data);
    if (ticket !== null) onTicket(ticket);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
};
