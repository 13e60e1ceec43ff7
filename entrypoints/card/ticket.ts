import { tokenSchema } from '../../lib/messages/protocol';

/**
 * The one-time ticket from the card URL's fragment (`#t=<ticket>`), or null. Only the
 * fragment counts: it never reaches a server, and the content script puts it nowhere else.
 */
export function ticketFromHash(hash: string): string | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const ticket = new URLSearchParams(fragment).get('t');
  if (ticket === null) return null;
  const parsed = tokenSchema.safeParse(ticket);
  return parsed.success ? parsed.data : null;
}
