// The closed word classes the sentence rules (context.ts) read the words around a
// looked-up word by: particles, relative pronouns, conjunctions, prepositions and كان's
// forms. Strict keys; written from the grammar whole, not from a text.
/** Particles that put the imperfect after them in the jussive (لم يكن). */
export const JUSSIVE = new Set(['لم', 'لما']);
/**
 * Particles an imperfect follows: the jussive's, the subjunctive's (لن، كي) and سوف. Not
 * أن: unvocalised it is also أنّ, which a noun follows (أن تدخلها ضروري).
 */
export const IMPERFECT_PARTICLES = new Set(['لم', 'لما', 'لن', 'كي', 'لكي', 'سوف']);
/** Relative pronouns: the clause they open starts with its verb (التي قضتها, الذين يقفون). */
export const RELATIVES = new Set([
  'الذي',
  'التي',
  'الذين',
  'اللذان',
  'اللذين',
  'اللتان',
  'اللتين',
  'اللاتي',
  'اللواتي',
]);

/**
 * Conjunctions of time, manner and condition: the clause they open starts with its verb
 * (عندما وصلت، كلما تعرضت، لو فصلت). Not حين or بينما, which also stand before a noun.
 */
export const VERB_CLAUSE_CONJUNCTIONS = new Set([
  'كما',
  'مثلما',
  'عندما',
  'حينما',
  'بعدما',
  'كلما',
  'طالما',
  'لو',
  'إذا',
]);

/**
 * Prepositions, before which a verb does not stand: the word after one is a noun (منذ
 * تسلمها "since its handing over", في تقدمه). Not من (also "who", before a verb), حتى
 * (also "so that"), بعد and قبل (also verbs and adverbs before ما). منذ alone also stands
 * before a perfect (منذ بدأت الحرب): after it only the imperfect is ruled out.
 */
export const PREPOSITIONS = new Set([
  'في',
  'على',
  'إلى',
  'عن',
  'مع',
  'منذ',
  'حول',
  'خلال',
  'ضد',
  'لدى',
  'نحو',
  'عبر',
  'بين',
  'عند',
  'تجاه',
  'دون',
]);

/** The conjunctions that open a new clause when joined to its first word. */
export const CONJUNCTIONS = new Set(['و', 'ف']);

/**
 * كان's forms and the person prefix of an imperfect that agrees with each (كان يقول، كانت
 * تقول، كنا نقول). Not أ (كنت أعرف): after كنت an elative is as likely (كنت أكثر).
 */
export const KAANA_PREFIX: ReadonlyMap<string, string> = new Map([
  ...['كان', 'كانوا', 'كانا', 'يكون', 'يكونون', 'يكونوا', 'يكن', 'يكونا'].map(
    (form) => [form, 'ي'] as const,
  ),
  ...['كانت', 'كانتا', 'تكون', 'تكن', 'كنت', 'تكونون', 'تكونوا'].map(
    (form) => [form, 'ت'] as const,
  ),
  ...['كنا', 'نكون', 'نكن'].map((form) => [form, 'ن'] as const),
]);
