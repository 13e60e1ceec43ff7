import { z } from 'zod';

/**
 * Input from outside the process (the CLI's key file, the /__control/faults body) is
 * checked here, so a typo is a clear error rather than a silently different service.
 * Callers assign the parsed value to KeyConfig / FaultRule, so the compiler checks these
 * schemas against the public types.
 */

export const keyConfigSchema = z.strictObject({
  key: z.string().trim().min(1, 'a key cannot be empty'),
  limit: z.number().int().nonnegative().default(5000),
  status: z.enum(['active', 'inactive', 'expired']).default('active'),
  privateLexicons: z.array(z.string().min(1)).default([]),
});

export const keyConfigsSchema = z
  .array(keyConfigSchema)
  .min(1, 'at least one key is needed')
  .refine((keys) => new Set(keys.map((config) => config.key)).size === keys.length, {
    message: 'keys must be unique',
  });

const faultSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('latency'), ms: z.number().int().nonnegative().max(120_000) }),
  z.strictObject({ kind: z.literal('status-500') }),
  z.strictObject({ kind: z.literal('malformed') }),
  z.strictObject({ kind: z.literal('truncated') }),
  z.strictObject({ kind: z.literal('not-found') }),
  z.strictObject({ kind: z.literal('wrapped') }),
]);

export const faultRulesSchema = z.array(
  z.strictObject({
    fault: faultSchema,
    times: z.number().int().positive().optional(),
    path: z.string().min(1).optional(),
  }),
);

/** One line per problem, with the path of the offending field. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('\n');
}
