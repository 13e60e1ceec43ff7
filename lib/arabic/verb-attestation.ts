// What the lemma list (hunspell-ar) attests of a stem's verbs, as the verb preferences read
// it (verb-preferences.ts): its verb forms name them ("not contradicted by the lemma list"),
// its nouns hold their participles ("assimilated before doubled").

/**
 * `names` (the verbs the lemma list conjugates into a stem), with the form I hollow verb
 * (قاد، صار) each three-letter name with a middle و or ي (قود، صير) may stand for. Where
 * hunspell-ar holds a form II verb of that spelling (صيّر: يصيّر is يصير unvocalised), it
 * often lacks the hollow verb's same imperfect: it names 72% of the lexicon's form I hollow
 * verbs in their imperfect, against 97–100% of every other kind, so its silence there says
 * nothing against them (يصير → صار, يميل → مال).
 */
export function withHollowNames(names: ReadonlySet<string>): ReadonlySet<string> {
  // Runs for every verb reading of every lookup: a new Set only where there is a name to add.
  let out: Set<string> | undefined;
  for (const name of names)
    if (name.length === 3 && (name[1] === 'و' || name[1] === 'ي')) {
      out ??= new Set(names);
      out.add(`${name[0]}ا${name[2]}`);
    }
  return out ?? names;
}

/**
 * Whether, of the assimilated verb (وحل) and the doubled one (حلّ) a two-letter imperfect
 * stem (يحل → حل) may be, the list holds only the doubled verb's passive participle as a
 * noun (محلول, not موحول). A verb whose participle a dictionary lists is one in use; the
 * assimilated verb is otherwise the likelier (يجد: موجود; يعد: موعود and معدود).
 */
export function doubledInUse(middle: string, knowsNoun: (form: string) => boolean): boolean {
  if (middle.length !== 2) return false;
  const [first, second] = middle;
  return knowsNoun(`م${first}${second}و${second}`) && !knowsNoun(`مو${first}و${second}`);
}
