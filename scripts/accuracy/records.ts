// The records npm run accuracy measures: the dev file's format (tests/data/README.md), which
// `--data FILE` and the paradigm sets (scripts/paradigms) share. Checked on reading, so a
// file in another shape fails with the record at fault, not with a figure that means nothing.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const devRecordSchema = z.object({
  surface: z.string().min(1),
  headword: z.string().min(1),
  upos: z.enum(['NOUN', 'VERB', 'ADJ']),
  category: z.string().min(1),
  /** What separates the surface from the headword, finer than `category` (optional). */
  detail: z.string().nullish(),
  /** The sentence's id in the sentences file, when the words come from running text. */
  sent: z.string().optional(),
  /** `<sentence id>#<1-based index of the word among the sentence's words>`. */
  id: z.string().optional(),
});

export type DevRecord = z.infer<typeof devRecordSchema>;

/** The records of a JSON file in the dev file's format; throws naming the first bad one. */
export function readRecords(file: string): DevRecord[] {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data)) throw new Error(`${file}: expected a JSON array of records`);
  return data.map((item, index) => {
    const parsed = devRecordSchema.safeParse(item);
    if (!parsed.success) {
      throw new Error(
        `${file}: record ${index} is not in the dev file's format: ${parsed.error.message}`,
      );
    }
    return parsed.data;
  });
}
