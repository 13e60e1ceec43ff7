import { describe, expect, it, vi } from 'vitest';
import { CardSession } from '../../../entrypoints/card/card-session';
import { prepareClaimCheck, SAMPLE_CLAIM } from '../../../entrypoints/card/opening';
import { cardClaimResponse } from '../../../lib/messages/card-protocol';

vi.mock('../../../entrypoints/card/opening', async (original) => ({
  ...(await original<typeof import('../../../entrypoints/card/opening')>()),
  prepareClaimCheck: vi.fn(),
}));

describe('the claim check', () => {
  it('is prepared while the card waits for its ticket, before any answer', async () => {
    const send = vi.fn();
    const session = new CardSession({
      tickets: () => () => undefined,
      send,
      noTicketMs: 1000,
      onState: () => undefined,
      onLanguage: () => undefined,
      onTheme: () => undefined,
    });
    await vi.waitFor(() => expect(prepareClaimCheck).toHaveBeenCalledTimes(1));
    expect(send).not.toHaveBeenCalled();
    session.stop();
  });

  it('is prepared with an answer that goes through its whole Senses, not one it drops', () => {
    const parsed = cardClaimResponse.safeParse(SAMPLE_CLAIM);
    expect(parsed.success && parsed.data.senses).toEqual(SAMPLE_CLAIM.senses);
  });
});
