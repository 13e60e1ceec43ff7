import type { AnkiNote } from './anki';

/** AnkiConnect's address: the add-on listens on the loopback only. */
export const ANKI_CONNECT_URL = 'http://127.0.0.1:8765';
export const ANKI_CONNECT_ORIGIN = 'http://127.0.0.1/*';
export const ANKI_DECK = 'Lisan';

export type AnkiSendResult =
  | { ok: true; added: number }
  | { ok: false; reason: 'unreachable' | 'refused'; detail?: string };

/**
 * Adds the notes to the "Lisan" deck through AnkiConnect (API version 6): one request
 * creates the deck (a no-op when it exists), one adds the notes. Notes Anki already has
 * are skipped by Anki itself (`null` in its answer) and not counted.
 */
export async function sendToAnki(
  notes: readonly AnkiNote[],
  fetcher: typeof fetch = fetch,
): Promise<AnkiSendResult> {
  const ask = async (action: string, params: unknown) => {
    const response = await fetcher(ANKI_CONNECT_URL, {
      method: 'POST',
      body: JSON.stringify({ action, version: 6, params }),
    });
    return (await response.json()) as { result?: unknown; error?: unknown };
  };
  try {
    const deck = await ask('createDeck', { deck: ANKI_DECK });
    if (deck.error) return { ok: false, reason: 'refused', detail: String(deck.error) };
    const added = await ask('addNotes', {
      notes: notes.map((note) => ({
        deckName: ANKI_DECK,
        modelName: 'Basic',
        fields: { Front: note.front, Back: note.back },
        tags: ['lisan'],
        options: { allowDuplicate: false },
      })),
    });
    if (added.error && !Array.isArray(added.result)) {
      return { ok: false, reason: 'refused', detail: String(added.error) };
    }
    const ids = Array.isArray(added.result) ? added.result : [];
    return { ok: true, added: ids.filter((id) => typeof id === 'number').length };
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
}
