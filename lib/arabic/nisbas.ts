// A nisba (an adjective of relation in ي: إيراني، فضي، إسباني) is made from any noun, and the
// lemma list lacks most of them; a nisba of a noun the list holds, read through a nisba's
// own ending, is a known word (analyse.ts gives the reading the list's evidence). Its base
// is the noun as it is (إيران → إيراني) or less its ة (فضة → فضي).
import { letterCount } from './letters';
import type { LemmaGuess } from './noun-rows';
import type { StemFacts } from './nouns';

/** What the list says of a word, as the analyser asks it (analyse.ts's knowledge). */
interface ListFacts extends Pick<StemFacts, 'knowsSingular'> {
  /** The list holds the word as a noun or an invariable word. */
  knowsNoun(form: string): boolean;
}

const NISBA = 'ي';
/** Letters a base as it stands keeps: a two-letter one (عمي ← عم) is as often no nisba's. */
const MIN_BASE = 3;
/** Endings a nisba takes: its feminine, plurals, dual and accusative (إيرانية، إيرانيون). */
const NISBA_INFLECTIONS: ReadonlySet<string> = new Set([
  'feminine',
  'sound-plural',
  'dual',
  'accusative',
]);

/**
 * `guess` reads `stem` (clitics cut, no pronoun after it) as a nisba of a noun the list
 * holds, by one of a nisba's own endings written after its ي (الإيرانية → إيراني; not تشردون,
 * whose ون a منقوص's ي would have to be restored for). Not the bare word in ي (العقبي is as
 * likely العقبى typed ي), nor a word the list holds itself (ثماني: its own facts decide).
 */
export function isNisbaOfListedNoun(
  stem: string,
  guess: LemmaGuess,
  knowledge: ListFacts,
): boolean {
  const { form, inflections } = guess;
  if (!form.endsWith(NISBA) || !stem.startsWith(form) || knowledge.knowsNoun(form)) return false;
  const [ending, ...more] = inflections;
  if (!ending || more.length > 0 || !NISBA_INFLECTIONS.has(ending.kind)) return false;
  const base = form.slice(0, -1);
  const longBase = letterCount(base) >= MIN_BASE;
  return (longBase && knowledge.knowsSingular(base)) || knowledge.knowsSingular(`${base}ة`);
}
