import { describe, expect, it } from 'vitest';
import { CARD_RESPONSES } from '../../../lib/messages/card-protocol';
import { checkedSender } from '../../../lib/messages/checked-send';
import { BACKGROUND_MESSAGES } from '../../../lib/messages/protocol';
import { status } from './fake-background';

describe("the card's sender", () => {
  const kinds = Object.keys(CARD_RESPONSES) as Array<keyof typeof CARD_RESPONSES>;

  it('checks each answer with the message table’s own schema, for messages a card may send', () => {
    for (const kind of kinds) {
      expect(CARD_RESPONSES[kind], kind).toBe(BACKGROUND_MESSAGES[kind].response);
      expect(BACKGROUND_MESSAGES[kind].senders, kind).toContain('card');
    }
    const cardKinds = Object.entries(BACKGROUND_MESSAGES)
      .filter(([, spec]) => (spec.senders as readonly string[]).includes('card'))
      .map(([kind]) => kind);
    expect([...kinds].sort()).toEqual(cardKinds.sort());
  });

  it('turns an answer of the wrong shape into a send failure', async () => {
    const send = checkedSender(CARD_RESPONSES, async () => ({ ...status(), theme: 'sepia' }));
    expect(await send({ type: 'status' })).toEqual({
      ok: false,
      error: { kind: 'transport', reason: 'invalid-response' },
    });
  });
});
