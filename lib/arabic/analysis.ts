// What the analyser undid to reach a candidate lemma, so the UI can say it
// ("قالت → قال · verb, past, she", "الملاعب → ملعب · plural"): the analyser (lib/arabic)
// produces it, the engine passes it through, the card and popup receive it in an answer
// and the results view words it. One schema, which checks it where it arrives
// (lib/messages/card-protocol.ts), and its types inferred from it: a kind added here is
// known everywhere at once. Built at its first use (lib/lazy-schema.ts): the analyser,
// which only needs the types, never builds it.
import { z } from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/** Person, gender and number of a conjugated verb ("she" = 3rd, feminine, singular). */
export const verbSubjectSchema = lazySchema(() =>
  z.object({
    person: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    gender: z.optional(z.enum(['masculine', 'feminine'])),
    number: z.enum(['singular', 'dual', 'plural']),
  }),
);
export type VerbSubject = z.output<typeof verbSubjectSchema>;

/** One inflection the analyser undid. Clitics are named separately (`CandidateAnalysis`). */
export const inflectionSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.enum([
        'feminine',
        'sound-plural',
        'dual',
        'broken-plural',
        'nisba',
        'accusative',
        /** A defective noun's final ي, dropped before a kasratan or dammatan (قاضٍ → قاضي). */
        'defective',
        /** Written as much of the web writes it, set right: اخذ → أخذ، مدرسه → مدرسة (edited-spelling.ts). */
        'spelling',
        /** Not undone by the analyser: the service's search matched the word to this lemma. */
        'service',
      ]),
    }),
    z.object({
      kind: z.literal('verb'),
      tense: z.enum(['past', 'present', 'future', 'imperative']),
      voice: z.optional(z.literal('passive')),
      subject: z.optional(verbSubjectSchema),
    }),
  ]),
);
export type Inflection = z.output<typeof inflectionSchema>;

/** One candidate lemma for a word as written, with what separates the two. */
export const candidateAnalysisSchema = lazySchema(() =>
  z.object({
    /** The candidate's strict key (no diacritics), as it is sent to the service. */
    form: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    /** Clitics removed, as written (و، ب، ال; ها، ه). Empty when none. */
    proclitics: z.array(z.string()).check(z.maxLength(10)),
    enclitics: z.array(z.string()).check(z.maxLength(10)),
    /** Inflections undone, outermost first. Empty for a clitic-only cut. */
    inflections: z.array(inflectionSchema).check(z.maxLength(10)),
    /** Part of speech the analysis assumes, when it assumes one. */
    pos: z.optional(z.enum(['noun', 'verb', 'adjective'])),
  }),
);
export type CandidateAnalysis = z.output<typeof candidateAnalysisSchema>;

/** The tense an analysis reads the word in as a verb; none when it reads no verb. */
export const verbTenseOf = (analysis: CandidateAnalysis) =>
  analysis.inflections.find((inflection) => inflection.kind === 'verb')?.tense;

/** An analysis that reads the word as a verb: its part of speech, or a verb inflection. */
export const isVerbAnalysis = (analysis: CandidateAnalysis): boolean =>
  analysis.pos === 'verb' || verbTenseOf(analysis) !== undefined;
