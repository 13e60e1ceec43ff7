import type { ApiErrorKind } from '../../../lib/api/errors';
import type {
  BudgetStatus,
  OperationResults,
  ResultTab,
  TabLookupResponse,
} from '../../../lib/lookup/types';

export const RIYADH = 'معجم الرياض للغة العربية المعاصرة';
export const MUHIT = 'القاموس المحيط';
export const GHANI = 'معجم الغني';

export const budget = (used = 12, overrides: Partial<BudgetStatus> = {}): BudgetStatus => ({
  used,
  limit: 5000,
  warning: 'none',
  spent: false,
  ...overrides,
});

export function ok(
  word: string,
  results: OperationResults,
  extra: Partial<Extract<TabLookupResponse, { ok: true }>> = {},
): TabLookupResponse {
  return {
    ok: true,
    word,
    matched: word,
    strippedClitics: false,
    results,
    refusedLexicons: [],
    budget: budget(),
    ...extra,
  };
}

export function failure(kind: ApiErrorKind, status?: BudgetStatus | null): TabLookupResponse {
  return { ok: false, error: { kind, messages: [] }, budget: status ?? budget() };
}

/** What the sample lexicons say of كتاب, per tab (as the service returns it, validated). */
export const KITAB: Record<ResultTab, OperationResults> = {
  senses: {
    pos: [
      {
        lemma: 'كِتَاب',
        lexiconName: RIYADH,
        pos: ' اسم ',
        senses: [
          'مجموعة صحف مجلدة ذات موضوع واحد',
          'مجموعة صحف مجلدة ذات موضوع واحد',
          'رسالة',
          ' رسالة ',
        ],
      },
      { lemma: 'كِتَاب', lexiconName: MUHIT, pos: null, senses: ['الصُّحُفُ المجموعةُ'] },
      { lemma: 'كُتَّاب', lexiconName: RIYADH, pos: 'اسم', senses: ['موضع تعليم الصبيان'] },
    ],
  },
  examples: {
    examples: [
      { lemma: 'كِتَاب', lexiconName: RIYADH, examples: ['قرأتُ كتابًا مفيدًا', 'كتاب الله'] },
      { lemma: 'كِتَاب', lexiconName: GHANI, examples: [] },
    ],
  },
  root: {
    root: [
      { lemma: 'كِتَاب', lexiconName: RIYADH, root: 'ك ت ب' },
      { lemma: 'كِتَاب', lexiconName: MUHIT, root: null },
    ],
  },
  pattern: {
    pattern: [
      { lemma: 'كِتَاب', lexiconName: RIYADH, pattern: 'فِعَال' },
      { lemma: 'كِتَاب', lexiconName: MUHIT, pattern: null },
    ],
  },
  forms: {
    conjugations: [
      {
        lemma: 'كَتَبَ',
        lexiconName: RIYADH,
        wordForms: [
          {
            value: 'كَتَبْتُ/كتبتُ',
            genderCode: 'M',
            genderName: 'مذكر',
            numberCode: 'S',
            numberName: 'مفرد',
          },
          {
            value: 'كَتَبَا',
            genderCode: 'M',
            genderName: null,
            numberCode: 'D',
            numberName: 'مثنى',
          },
        ],
      },
    ],
  },
  related: {
    synonyms: [{ lemma: 'كِتَاب', lexiconName: RIYADH, synonyms: ['مُصْحَف', 'سِفْر', 'سِفْر'] }],
    opposites: [{ lemma: 'كِتَاب', lexiconName: RIYADH, opposites: [] }],
    'word-structures': [
      {
        lemma: 'كِتَاب',
        lexiconName: GHANI,
        structures: [
          {
            relatedLemma: 'مَكْتَبَة',
            relationType: 'اشتقاق',
            relationTypeCode: 'DER',
            relatedSense: 'مكان الكتب',
          },
        ],
      },
    ],
  },
};

export const BASIC = 'معجم لسان للمفردات الأساسية';
export const GEOLOGY = 'معجم مصطلحات علوم الأرض';
export const VERBS = 'معجم الأفعال العربية المصرفة';

const pastOf = (forms: string[]) =>
  (['singular', 'dual', 'plural'] as const).flatMap((numberCode, row) =>
    (['masculine', 'feminine'] as const).map((genderCode, column) => ({
      value: forms[row * 2 + column] as string,
      genderCode,
      genderName: genderCode === 'masculine' ? 'مذكر' : 'مؤنث',
      numberCode,
      numberName: { singular: 'مفرد', dual: 'مثنى', plural: 'جمع' }[numberCode],
    })),
  );
const DHAHABA_FORMS = ['ذَهَبَ', 'ذَهَبَتْ', 'ذَهَبَا', 'ذَهَبَتَا', 'ذَهَبُوا', 'ذَهَبْنَ'];

/** ذهب as the sample lexicons give it: the noun ذَهَب in three, the verb ذَهَبَ in two. */
export const DHAHAB = {
  senses: {
    pos: [
      { lemma: 'ذَهَب', lexiconName: RIYADH, pos: 'اسم', senses: ['معدن نفيس أصفر اللون'] },
      { lemma: 'ذَهَبَ', lexiconName: RIYADH, pos: 'فعل', senses: ['مضى وسار', 'زال وانتهى'] },
      { lemma: 'ذَهَب', lexiconName: BASIC, pos: 'اسم', senses: ['معدن ثمين أصفر'] },
      { lemma: 'ذَهَبَ', lexiconName: VERBS, pos: 'فعل', senses: ['انتقل من مكان إلى آخر'] },
      { lemma: 'ذَهَب', lexiconName: GEOLOGY, pos: 'اسم', senses: ['عنصر فلزي رمزه Au'] },
    ],
  },
  forms: {
    conjugations: [
      { lemma: 'ذَهَب', lexiconName: RIYADH, wordForms: [] },
      { lemma: 'ذَهَبَ', lexiconName: RIYADH, wordForms: pastOf(DHAHABA_FORMS) },
      { lemma: 'ذَهَبَ', lexiconName: VERBS, wordForms: pastOf(DHAHABA_FORMS) },
    ],
  },
  root: {
    root: [
      { lemma: 'ذَهَب', lexiconName: RIYADH, root: 'ذ ه ب' },
      { lemma: 'ذَهَب', lexiconName: GEOLOGY, root: ' ذ ه ب ' },
    ],
  },
} satisfies Partial<Record<ResultTab, OperationResults>>;

export const EMPTY: Record<ResultTab, OperationResults> = {
  senses: { pos: [] },
  examples: { examples: [] },
  root: { root: [{ lemma: 'كِتَاب', lexiconName: RIYADH, root: null }] },
  pattern: { pattern: [{ lemma: 'كِتَاب', lexiconName: RIYADH, pattern: null }] },
  forms: { conjugations: [] },
  related: { synonyms: [], opposites: [], 'word-structures': [] },
};

type Responder = (
  word: string,
  tab: ResultTab,
  call: number,
  /** The word's own entry was asked for (the "as written" link under a lead). */
  asWritten: boolean,
) => TabLookupResponse | Promise<TabLookupResponse>;

/** A fetchTab that records every call; answers كتاب's data for any word unless told otherwise. */
export function fakeFetch(responder: Responder = (word, tab) => ok(word, KITAB[tab])) {
  const calls: Array<{ word: string; tab: ResultTab; asWritten?: boolean; askService?: boolean }> =
    [];
  const fetchTab = async (
    word: string,
    tab: ResultTab,
    asWritten?: boolean,
    askService?: boolean,
  ): Promise<TabLookupResponse> => {
    calls.push({
      word,
      tab,
      ...(asWritten ? { asWritten } : {}),
      ...(askService ? { askService } : {}),
    });
    return responder(word, tab, calls.length, asWritten === true);
  };
  const count = (word?: string, tab?: ResultTab) =>
    calls.filter(
      (call) =>
        (word === undefined || call.word === word) && (tab === undefined || call.tab === tab),
    ).length;
  return { fetchTab, calls, count };
}

/** A promise resolved by hand, to hold a tab in its loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The text a sighted reader sees: screen-reader-only parts left out, spaces collapsed. */
export function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.lisan-sr-only')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
