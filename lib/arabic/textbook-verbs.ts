// كان and ليس, the commonest verbs of Arabic text, as a closed table of their forms. Their
// shortened forms read otherwise by rule: لم يكن would be the assimilated وكن's يَكِن,
// لست the doubled لسّ. Grammars list these forms; nothing here comes from a corpus.

const KANA_FORMS = [
  // Perfect: he, she, they two, they, I / you, we, you (plural, dual), they (feminine).
  'كان كانت كانا كانتا كانوا كنت كنا كنتم كنتما كنتن كن',
  // Imperfect indicative, subjunctive and jussive.
  'يكون تكون أكون نكون يكونون تكونون يكونوا تكونوا يكونان تكونان يكونا تكونا',
  'تكونين تكوني يكن تكن أكن نكن يكن',
  // Imperative (كن is listed above).
  'كوني كونوا كونا',
];

const LAYSA_FORMS = ['ليس ليست ليسا ليستا ليسوا لست لسنا لستم لستما لستن لسن'];

const LEMMA_OF = new Map<string, string>([
  ...KANA_FORMS.join(' ')
    .split(' ')
    .map((form) => [form, 'كان'] as const),
  ...LAYSA_FORMS.join(' ')
    .split(' ')
    .map((form) => [form, 'ليس'] as const),
]);

/** كان or ليس when `stem` (clitics cut) is one of their forms; undefined otherwise. */
export function textbookVerbOf(stem: string): string | undefined {
  return LEMMA_OF.get(stem);
}
