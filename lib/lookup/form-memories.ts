import { z } from 'zod/mini';
import { analyseWord, type CandidateAnalysis, FATHATAN, type LemmaList, looseKey } from '../arabic';
import { candidateAnalysisSchema } from '../arabic/analysis';
import type { PersistentCache } from './cache';
import type { FormMemory } from './form-resolver';
import { formKey } from './keys';
import { answeredWordForms } from './learned-lemmas';
import { errorText, type Lookup } from './session';
import type { OperationResults } from './types';

/** Joins a word's remembered form's key to the reading its sentence chose. */
const CONTEXT_MARK = '\u0000';

/** What a stored memory must be to be used; anything else is read as none. */
const formMemorySchema = z.object({
  word: z.string(),
  form: z.nullable(z.string()),
  stripped: z.boolean(),
  untried: z.optional(z.array(z.string())),
  analysis: z.optional(candidateAnalysisSchema),
  led: z.optional(z.literal(true)),
});

/** Which form of a word had entries, stored with the answers (form-resolver.ts). */
export interface FormMemories {
  read(key: string): Promise<FormMemory | undefined>;
  write(key: string, memory: FormMemory): Promise<void>;
}

/** Failures are only reported: a memory not read or not written costs calls, not answers. */
export function formMemories(cache: PersistentCache, maxAgeMs: number): FormMemories {
  return {
    async read(key) {
      try {
        const parsed = formMemorySchema.safeParse(await cache.get(key, maxAgeMs));
        return parsed.success ? (parsed.data as FormMemory) : undefined;
      } catch (error) {
        console.warn('Lisan: a remembered word form could not be read', errorText(error));
        return undefined;
      }
    },
    async write(key, memory) {
      try {
        await cache.set(key, memory);
      } catch (error) {
        console.warn('Lisan: a word form could not be remembered', errorText(error));
      }
    },
  };
}

/** Where the form found for a word form (by its loose key) is remembered in this lookup. */
export function wordFormKey(
  { session, plan }: Pick<Lookup, 'session' | 'plan'>,
  loose: string,
  asWritten = false,
): string {
  return formKey(
    session.service,
    plan.publicIds,
    plan.privateIds,
    loose,
    session.keyHash,
    asWritten,
  );
}

/**
 * Where this lookup's word keeps what was found for it. Readings are those of the word as the
 * page wrote it: a tanween leaves only nouns, so what was found for it is remembered apart
 * (عفواً is عفو's, عفوا may be عفا's); and so is what the sentence chose (`chosen`).
 */
export function lookupMemoryKey(
  lookup: Pick<Lookup, 'session' | 'plan' | 'word'>,
  asWritten: boolean,
  chosen?: CandidateAnalysis,
): string {
  const { loose, tanween } = lookup.word;
  const key = wordFormKey(lookup, tanween ? `${loose}${FATHATAN}` : loose, asWritten);
  return chosen ? `${key}${CONTEXT_MARK}${chosen.form}` : key;
}

/**
 * Each conjugated form an answer of `form` listed resolves to `form` at once from then on
 * (learned-lemmas.ts answeredWordForms), unless a form already has a memory of its own.
 */
export async function rememberWordForms(
  lookup: Pick<Lookup, 'session' | 'plan'>,
  memories: FormMemories,
  form: string,
  results: OperationResults,
  list: LemmaList | null,
): Promise<void> {
  for (const wordForm of answeredWordForms(results, list)) {
    if (wordForm === form) continue;
    const key = wordFormKey(lookup, looseKey(wordForm));
    if (await memories.read(key)) continue;
    const analysis = analyseWord(wordForm).find((reading) => reading.form === form);
    await memories.write(key, {
      word: wordForm,
      form,
      stripped: true,
      ...(analysis ? { analysis } : {}),
    });
  }
}
