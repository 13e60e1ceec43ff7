/**
 * UI strings of the results view (and any other extension page that wants them).
 * `{name}` marks a placeholder filled by `t()` or, for Arabic words inside an English
 * sentence, by the components' rich formatter (so the word keeps its own lang and dir).
 * Manifest strings (name, description, menu, command) live in public/_locales instead.
 */
export const en = {
  'tabs.label': 'Results',
  'tab.senses': 'Senses',
  'tab.examples': 'Examples',
  'tab.root': 'Root',
  'tab.pattern': 'Pattern',
  'tab.forms': 'Forms',
  'tab.related': 'Related',

  'header.back': 'Back',
  'header.backTo': 'to {word}',
  'header.callsUsed': '{used} of {limit} calls used',
  'link.lookUp': 'Look up {word}',

  'status.loading': 'Looking up {word}…',

  'notice.clitics': 'Showing {matched} for {word}',
  'notice.refusedOne':
    'No permission for the private lexicon {names}; showing public lexicons only.',
  'notice.refusedMany':
    'No permission for the private lexicons {names}; showing public lexicons only.',
  'notice.budgetEighty': 'Over 80% of this key’s calls are used: {left} of {limit} left.',
  'notice.budgetNinetyFive':
    'Over 95% of this key’s calls are used: only {left} of {limit} left. Request a new key soon.',

  'empty.senses': 'No senses recorded in these lexicons.',
  'empty.examples': 'No examples recorded in these lexicons.',
  'empty.root': 'No root recorded in these lexicons.',
  'empty.pattern': 'No pattern recorded in these lexicons.',
  'empty.forms': 'No forms recorded in these lexicons. They list conjugated forms for verbs only.',
  'empty.related': 'No synonyms, opposites or relations recorded in these lexicons.',

  'error.keyRejected': 'The service rejected your API key. Check it in Settings.',
  'error.noKey': 'Lisan needs an API key from Siwar to look words up.',
  'error.limitReached':
    'This key has used its call limit of {limit} calls. Cached words still work; request a new key.',
  'error.noPermission':
    'The service gave no permission for the private lexicons you chose. Check them in Settings.',
  'error.invalidRequest': 'This word could not be looked up.',
  'error.serviceError': 'The lexical service had a problem answering. Try again in a moment.',
  'error.network':
    'The lexical service could not be reached. Check your connection, then try again.',
  'error.timeout': 'The lexical service took too long to answer. Try again.',
  'error.invalidResponse': 'The service sent an answer Lisan could not read. Try again.',
  'error.transport': 'Lisan could not finish this lookup. Try again.',
  'action.openSettings': 'Open Settings',
  'action.setUpKey': 'Set up your API key',
  'action.tryAgain': 'Try again',

  'entry.partOfSpeech': 'Part of speech:',
  'entry.root': 'Root',
  'entry.pattern': 'Pattern',
  'forms.caption': 'Forms of {lemma}',
  'forms.form': 'Form',
  'forms.gender': 'Gender',
  'forms.number': 'Number',
  'related.synonyms': 'Synonyms',
  'related.opposites': 'Opposites',
  'related.relations': 'Relations',
  notRecorded: 'not recorded',
  listSeparator: ', ',
} as const;

export type MessageKey = keyof typeof en;
/** Every UI language has exactly the English keys (excess or missing keys fail to compile). */
export type Messages = Record<MessageKey, string>;

export const ar: Messages = {
  'tabs.label': 'النتائج',
  'tab.senses': 'المعاني',
  'tab.examples': 'الأمثلة',
  'tab.root': 'الجذر',
  'tab.pattern': 'الوزن',
  'tab.forms': 'الصيغ',
  'tab.related': 'علاقات',

  'header.back': 'رجوع',
  'header.backTo': 'إلى {word}',
  'header.callsUsed': '{used} من {limit} استدعاء مستخدم',
  'link.lookUp': 'ابحث عن {word}',

  'status.loading': 'جارٍ البحث عن «{word}»…',

  'notice.clitics': 'نعرض «{matched}» بدلًا من «{word}»',
  'notice.refusedOne': 'لا إذن لك بالمعجم الخاص {names}؛ نعرض المعاجم العامة فقط.',
  'notice.refusedMany': 'لا إذن لك بالمعاجم الخاصة {names}؛ نعرض المعاجم العامة فقط.',
  'notice.budgetEighty': 'استُخدم أكثر من 80% من استدعاءات هذا المفتاح: بقي {left} من {limit}.',
  'notice.budgetNinetyFive':
    'استُخدم أكثر من 95% من استدعاءات هذا المفتاح: بقي {left} فقط من {limit}. اطلب مفتاحًا جديدًا قريبًا.',

  'empty.senses': 'لا معاني مسجّلة في هذه المعاجم.',
  'empty.examples': 'لا أمثلة مسجّلة في هذه المعاجم.',
  'empty.root': 'لا جذر مسجّل في هذه المعاجم.',
  'empty.pattern': 'لا وزن مسجّل في هذه المعاجم.',
  'empty.forms': 'لا صيغ مسجّلة في هذه المعاجم. تسجّل المعاجم تصريف الأفعال فقط.',
  'empty.related': 'لا مرادفات ولا أضداد ولا علاقات مسجّلة في هذه المعاجم.',

  'error.noKey': 'يحتاج لسان إلى مفتاح من سوار ليبحث عن الكلمات.',
  'error.keyRejected': 'رفضت الخدمة مفتاح الواجهة البرمجية (API key). راجعه في الإعدادات.',
  'error.limitReached':
    'استنفد هذا المفتاح حدّه من الاستدعاءات ({limit} استدعاء). الكلمات المحفوظة ما زالت تعمل؛ اطلب مفتاحًا جديدًا.',
  'error.noPermission': 'لم تمنحك الخدمة إذنًا بالمعاجم الخاصة التي اخترتها. راجعها في الإعدادات.',
  'error.invalidRequest': 'تعذّر البحث عن هذه الكلمة.',
  'error.serviceError': 'واجهت الخدمة المعجمية مشكلة في الرد. أعد المحاولة بعد قليل.',
  'error.network': 'تعذّر الوصول إلى الخدمة المعجمية. تحقّق من اتصالك ثم أعد المحاولة.',
  'error.timeout': 'تأخّرت الخدمة المعجمية في الرد. أعد المحاولة.',
  'error.invalidResponse': 'أرسلت الخدمة ردًّا تعذّرت قراءته. أعد المحاولة.',
  'error.transport': 'تعذّر على لسان إتمام هذا البحث. أعد المحاولة.',
  'action.openSettings': 'افتح الإعدادات',
  'action.setUpKey': 'اضبط مفتاحك',
  'action.tryAgain': 'أعد المحاولة',

  'entry.partOfSpeech': 'قسم الكلام:',
  'entry.root': 'الجذر',
  'entry.pattern': 'الوزن',
  'forms.caption': 'صيغ {lemma}',
  'forms.form': 'الصيغة',
  'forms.gender': 'الجنس',
  'forms.number': 'العدد',
  'related.synonyms': 'المرادفات',
  'related.opposites': 'الأضداد',
  'related.relations': 'علاقات دلالية',
  notRecorded: 'غير مسجّل',
  listSeparator: '، ',
};

export const MESSAGES: Record<'ar' | 'en', Messages> = { en, ar };
