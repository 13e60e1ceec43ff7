import { describe, expect, it } from 'vitest';
import {
  backgroundMessageSchema,
  isRefusal,
  refusal,
  wordSchema,
} from '../../../lib/messages/protocol';

describe('protocol', () => {
  it('bounds words before trimming them', () => {
    expect(wordSchema.parse('  كتاب  ')).toBe('كتاب');
    expect(wordSchema.safeParse('ك'.repeat(100)).success).toBe(true);
    expect(wordSchema.safeParse('ك'.repeat(101)).success).toBe(false);
    expect(wordSchema.safeParse(`${' '.repeat(200)}ك`).success).toBe(false);
  });

  it('bounds tickets, sessions and keys', () => {
    const long = 'a'.repeat(101);
    expect(backgroundMessageSchema.safeParse({ type: 'card-claim', ticket: long }).success).toBe(
      false,
    );
    expect(
      backgroundMessageSchema.safeParse({ type: 'card-claim', ticket: 'has space' }).success,
    ).toBe(false);
    expect(
      backgroundMessageSchema.safeParse({ type: 'lookup', word: 'ك', tab: 'senses', session: long })
        .success,
    ).toBe(false);
    expect(
      backgroundMessageSchema.safeParse({
        type: 'save-settings',
        settings: {},
        apiKey: 'k'.repeat(501),
      }).success,
    ).toBe(false);
    expect(
      backgroundMessageSchema.safeParse({
        type: 'save-settings',
        settings: {},
        apiKey: 'k'.repeat(500),
      }).success,
    ).toBe(true);
  });

  it('recognises refusals', () => {
    expect(isRefusal(refusal('ticket-invalid'))).toBe(true);
    expect(isRefusal({ ok: false, error: { kind: 'network', messages: [] }, budget: null })).toBe(
      false,
    );
    expect(isRefusal(null)).toBe(false);
  });
});
