// What the analyser undid to reach a candidate lemma, so the UI can say it
// ("قالت → قال · verb, past, she", "الملاعب → ملعب · plural"). Types only: the analyser
// (lib/arabic) produces it, the engine passes it through, the results view words it.

/** Person, gender and number of a conjugated verb ("she" = 3rd, feminine, singular). */
export interface VerbSubject {
  person: 1 | 2 | 3;
  gender?: 'masculine' | 'feminine';
  number: 'singular' | 'dual' | 'plural';
}

/** One inflection the analyser undid. Clitics are named separately (`CandidateAnalysis`). */
export type Inflection =
  | { kind: 'feminine' }
  | { kind: 'sound-plural' }
  | { kind: 'dual' }
  | { kind: 'broken-plural' }
  | { kind: 'nisba' }
  | { kind: 'accusative' }
  /** A defective noun's final ي, dropped before a kasratan or dammatan (قاضٍ → قاضي). */
  | { kind: 'defective' }
  /** Written as much of the web writes it, set right: اخذ → أخذ، مدرسه → مدرسة (edited-spelling.ts). */
  | { kind: 'spelling' }
  /** Not undone by the analyser: the service's search matched the word to this lemma. */
  | { kind: 'service' }
  | {
      kind: 'verb';
      tense: 'past' | 'present' | 'future' | 'imperative';
      voice?: 'passive';
      subject?: VerbSubject;
    };

/** One candidate lemma for a word as written, with what separates the two. */
export interface CandidateAnalysis {
  /** The candidate's strict key (no diacritics), as it is sent to the service. */
  form: string;
  /** Clitics removed, as written (و، ب، ال; ها، ه). Empty when none. */
  proclitics: string[];
  enclitics: string[];
  /** Inflections undone, outermost first. Empty for a clitic-only cut. */
  inflections: Inflection[];
  /** Part of speech the analysis assumes, when it assumes one. */
  pos?: 'noun' | 'verb' | 'adjective';
}
