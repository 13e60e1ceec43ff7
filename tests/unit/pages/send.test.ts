import { describe, expect, it } from 'vitest';
import { createSender } from '../../../lib/messages/send';
import { budget, LEXICONS, settings, status } from './fake-background';

describe('createSender', () => {
  it('returns a valid answer as it came', async () => {
    const send = createSender(async () => status());
    expect(await send({ type: 'status' })).toEqual(status());
  });

  it('passes refusals through, typed', async () => {
    const send = createSender(async () => ({
      ok: false,
      error: { kind: 'refused', reason: 'sender-not-allowed' },
    }));
    expect(await send({ type: 'get-settings' })).toEqual({
      ok: false,
      error: { kind: 'refused', reason: 'sender-not-allowed' },
    });
  });

  it('reads an unknown refusal reason as the generic one', async () => {
    const send = createSender(async () => ({
      ok: false,
      error: { kind: 'refused', reason: 'new' },
    }));
    expect(await send({ type: 'status' })).toEqual({
      ok: false,
      error: { kind: 'refused', reason: 'internal-error' },
    });
  });

  it('turns a failed send into a transport error, never a thrown one', async () => {
    const send = createSender(async () => {
      throw new Error('Could not establish connection. Receiving end does not exist.');
    });
    expect(await send({ type: 'status' })).toEqual({
      ok: false,
      error: { kind: 'transport', reason: 'unreachable' },
    });
    expect(await createSender(async () => undefined)({ type: 'status' })).toEqual({
      ok: false,
      error: { kind: 'transport', reason: 'unreachable' },
    });
  });

  it.each([
    ['status', null],
    ['status', 'ok'],
    ['status', { ok: true }],
    ['status', { ...status(), cache: { entries: -1, approxBytes: 0 } }],
    ['get-settings', { ok: true, settings: { serviceUrl: 'ftp://x' }, hasKey: true }],
    ['list-lexicons', { ok: true, data: [{ name: 'no id' }], budget: null }],
    ['list-lexicons', { ok: true, data: LEXICONS }],
    ['card-claim', { ok: true, word: '', session: 's' }],
    ['card-claim', { ok: true, word: 'كتاب', session: 's', uiLanguage: 'en', theme: 'neon' }],
    ['lookup', { ok: true, word: 'x', matched: 'x', results: { pos: 'nope' }, budget: budget() }],
  ] as const)('refuses a %s answer of the wrong shape: %j', async (type, answer) => {
    const send = createSender(async () => answer);
    const message =
      type === 'card-claim'
        ? ({ type, ticket: 't' } as const)
        : type === 'lookup'
          ? ({ type, word: 'كتاب', tab: 'senses' } as const)
          : ({ type } as const);
    expect(await send(message)).toEqual({
      ok: false,
      error: { kind: 'transport', reason: 'invalid-response' },
    });
  });

  it('validates lexicon lists and settings with the shared schemas', async () => {
    const lexicons = createSender(async () => ({ ok: true, data: LEXICONS, budget: budget() }));
    expect(await lexicons({ type: 'list-lexicons', fresh: true })).toEqual({
      ok: true,
      data: LEXICONS,
      budget: budget(),
    });
    const stored = createSender(async () => ({ ok: true, settings: settings(), hasKey: false }));
    expect(await stored({ type: 'get-settings' })).toEqual({
      ok: true,
      settings: settings(),
      hasKey: false,
    });
  });
});
