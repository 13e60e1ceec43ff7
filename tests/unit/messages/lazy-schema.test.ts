import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { lazySchema } from '../../../lib/lazy-schema';

describe('lazySchema', () => {
  it('builds the schema at its first use, once, and parses as it would', () => {
    const build = vi.fn(() => z.object({ word: z.string().check(z.trim(), z.minLength(1)) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ word: ' كتاب ' })).toEqual({ word: 'كتاب' });
    expect(schema.safeParse({ word: ' ' }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['word']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('nests in other schemas, optional and in unions, as the schema itself would', () => {
    const build = vi.fn(() => z.optional(z.string()));
    const note = lazySchema(build);
    const outer = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), note }),
      z.object({ kind: z.literal('b') }),
    ]);
    expect(build).not.toHaveBeenCalled();
    expect(outer.parse({ kind: 'a' })).toEqual({ kind: 'a' });
    expect(outer.parse({ kind: 'a', note: 'x' })).toEqual({ kind: 'a', note: 'x' });
    expect(outer.safeParse({ kind: 'a', note: 1 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
