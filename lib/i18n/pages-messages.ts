import { aboutAr, aboutEn } from './about-messages';
import { catalogueTranslator, type MessageParams, type UiLanguage } from './i18n';
import { linksAr, linksEn } from './link-messages';
import { welcomeAr, welcomeEn } from './welcome-messages';

/**
 * UI strings of the extension pages themselves (options; the welcome page's, included,
 * in welcome-messages.ts; the popup's in popup-messages.ts, the links between pages in
 * link-messages.ts). The results view's strings stay in messages.ts; these are kept apart
 * so the two can change without touching each other. Placeholders as in messages.ts:
 * `{name}`.
 */
export const pagesEn = {
  // Shared by the pages.
  ...linksEn,
  ...aboutEn,
  'page.loading': 'Loading…',

  ...welcomeEn,
  'page.noBudget': 'Calls are counted once an API key is saved.',

  // Options: the key and the service.
  'options.title': 'Lisan settings',
  'options.intro':
    'Lisan looks Arabic words up in the lexicons of the Siwar lexical service. It needs your API key for that service.',
  'options.serviceHeading': 'Your key and the service',
  'options.apiKey': 'API key',
  'options.apiKeySaved': 'A key is saved. Type a new key only to replace it.',
  'options.apiKeyNone':
    'No key is saved yet. Paste the key the service sent you; request one from the Siwar platform’s developer pages.',
  'options.apiKeyPlaceholderSaved': 'A key is saved',
  'options.apiKeyPlaceholderNone': 'Paste your API key',
  'options.showKey': 'Show',
  'options.forgetKey': 'Remove key',
  'options.serviceUrl': 'Service URL',
  'options.serviceUrlHint':
    'Keep the default unless you use another copy of the service, such as a local test server.',
  // Firefox shows the host-permission request as a panel by the address bar, easy to miss.
  'options.serviceUrlFirefoxHint':
    'In Firefox, saving another service URL opens a panel by the address bar asking to let Lisan access your data for that site: choose Allow. You can also allow it later in Add-ons and themes › Lisan › Permissions.',
  'options.save': 'Save',
  'options.test': 'Test connection',
  'options.saving': 'Saving…',
  'options.saved': 'Settings saved.',
  'options.savedNoKey': 'Saved. Enter your API key and press Save to see the lexicons.',
  'options.savedConnected': 'Saved. Connected: {count} lexicons.',
  'options.savedConnectedOne': 'Saved. Connected: 1 lexicon.',
  'options.savedButLexicons': 'Saved, but the lexicons could not be loaded. {problem}',
  'options.permissionDenied':
    'Saved. Lisan was not allowed to reach {origin}, so lookups work only if that server allows requests from extensions (CORS). Press Save again to allow it.',
  'options.keyRemoved': 'The API key was removed.',
  'options.testing': 'Testing the connection…',
  'options.connected': 'Connected: {count} lexicons',
  'options.connectedOne': 'Connected: 1 lexicon',
  'options.testNeedsKey': 'No API key is saved yet. Enter your key and press Save first.',
  'options.loadFailed': 'Lisan could not load your settings. {problem}',
  'options.retry': 'Try again',

  // Options: what is wrong with a typed value, and what to do next.
  'url.empty': 'Enter the service URL, for example {example}.',
  'url.invalid': 'This is not a web address. Enter the full URL, starting with https://.',
  'url.scheme': 'The service URL must start with https://. Correct the beginning, then save.',
  'url.insecure':
    'Use https:// for this service: over http:// anyone on the network could read your key. http:// is accepted only for a service on this computer (localhost, 127.0.0.1, [::1]).',
  'url.credentials':
    'Remove the user name and password from the URL; the key belongs in the API key field.',
  'url.queryOrHash':
    'Remove the part from “?” or “#” on; the URL ends with the path, such as /api/v1/external.',
  'key.invalid':
    'An API key has only letters, digits and symbols, with no spaces. Copy it again from the e-mail.',

  // Options: lexicons.
  'lexicons.heading': 'Lexicons',
  'lexicons.hint': 'None ticked means all public lexicons are searched.',
  'lexicons.needKey': 'Save your API key to see the lexicons.',
  'lexicons.loading': 'Loading lexicons…',
  'lexicons.failed': 'The lexicons could not be loaded. {problem}',
  'lexicons.empty': 'The service listed no lexicons.',
  'lexicons.reload': 'Reload lexicons',
  'lexicons.private': 'Private',
  'lexicons.entries': '{count} entries',
  'lexicons.entriesOne': '1 entry',
  'lexicons.addedByHand': 'Added by hand',
  'lexicons.saved': 'Lexicon choice saved.',
  'lexicons.saveFailed': 'Your lexicon choice was not saved. {problem}',
  'lexicons.privateId': 'Private lexicon ID',
  'lexicons.privateHint':
    'For a private lexicon your key is authorised for: paste its ID as the service gave it.',
  'lexicons.addPrivate': 'Add private lexicon',
  'lexicons.idEmpty': 'Enter the ID of the private lexicon.',
  'lexicons.idInvalid': 'A lexicon ID has no spaces or commas and at most 200 characters.',
  'lexicons.idAlready': 'That lexicon is already in the list; it is now ticked.',
  'lexicons.added': 'Private lexicon {id} added and ticked.',

  // Options: how looking up works.
  'prefs.heading': 'Looking words up',
  'prefs.doubleClick': 'Double-click a word to look it up',
  'prefs.selectionButton': 'Show a look-up button when I select Arabic text',
  'prefs.language': 'Language of Lisan',
  'prefs.languageAuto': 'Automatic',
  'prefs.theme': 'Theme',
  'prefs.themeLight': 'Light',
  'prefs.themeDark': 'Dark',
  'prefs.themeSystem': 'System',
  'prefs.cacheDays': 'Keep answers for (days)',
  'prefs.cacheDaysHint':
    'Answers kept on this computer cost no calls when you look a word up again. From 1 to 365 days.',
  'prefs.cacheDaysInvalid': 'Enter a whole number of days from 1 to 365.',
  'prefs.saved': 'Saved.',
  'prefs.saveFailed': 'This setting was not saved. {problem}',

  // Options: calls and cache.
  'usage.heading': 'Calls and saved answers',
  'usage.callsLabel': 'Calls used',
  'usage.callsHint':
    'Each key has 5,000 calls for its whole life. Reset the counter only when you start using a new key.',
  'usage.reset': 'Reset counter',
  'usage.resetDone': 'The counter was reset.',
  'usage.clearCache': 'Clear cache',
  'usage.cacheSize': '({entries} answers, {size})',
  'usage.cacheSizeOne': '(1 answer, {size})',
  'usage.cleared': 'The cache was cleared.',
  'usage.failed': 'That did not work. {problem}',

  'size.bytes': '{n} bytes',
  'size.kb': '{n} KB',
  'size.mb': '{n} MB',
  'size.gb': '{n} GB',

  // What went wrong, in plain words, with a next step (options and popup).
  'problem.noKey': 'No API key is saved yet. Paste your key from Siwar and press Save.',
  'problem.keyRejected':
    'The service rejected the API key. Check the key, paste it again and press Save.',
  'problem.limitReached':
    'This API key has used up its call limit. Request a new key, save it, then reset the counter.',
  'problem.noPermission':
    'The service gave no permission for a private lexicon you chose. Untick it, or ask for access.',
  'problem.serviceError':
    'The lexical service had a problem answering. Wait a moment, then try again.',
  'problem.network':
    'The lexical service could not be reached. Check your connection and the service URL, then try again.',
  'problem.timeout': 'The lexical service took too long to answer. Try again.',
  'problem.invalidRequest':
    'The service did not accept the request. Check the service URL, then try again.',
  'problem.invalidResponse':
    'The service sent an answer Lisan could not read. Check the service URL, then try again.',
  'problem.transport': 'Lisan could not reach its background. Reload this page and try again.',
  'problem.rateLimited':
    'Lisan limits how many new words one page may look up in a minute. Wait a minute, then try again.',
  'problem.refused': 'Lisan refused this request. Reload this page and try again.',
  'problem.invalidKey':
    'That is not an API key: a key has only letters, digits and symbols, with no spaces. Copy it again.',
  'problem.storageFailed':
    'The browser would not store the settings. Free some disk space and try again.',
} as const;

export type PageMessageKey = keyof typeof pagesEn;
export type PageMessages = Record<PageMessageKey, string>;

export const pagesAr: PageMessages = {
  ...linksAr,
  ...aboutAr,
  'page.loading': 'جارٍ التحميل…',

  ...welcomeAr,
  'page.noBudget': 'تُحصى الاستدعاءات بعد حفظ مفتاح الواجهة البرمجية.',

  'options.title': 'إعدادات لسان',
  'options.intro':
    'يبحث لسان عن الكلمات العربية في معاجم خدمة «سوار» المعجمية، ويحتاج لذلك إلى مفتاح الواجهة البرمجية (API key) الخاص بك.',
  'options.serviceHeading': 'المفتاح والخدمة',
  'options.apiKey': 'مفتاح الواجهة البرمجية (API key)',
  'options.apiKeySaved': 'هناك مفتاح محفوظ. لا تكتب مفتاحًا جديدًا إلا لتستبدله به.',
  'options.apiKeyNone':
    'لا مفتاح محفوظًا بعد. الصق المفتاح الذي أرسلته إليك الخدمة، أو اطلبه من صفحات المطوّرين في منصة سوار.',
  'options.apiKeyPlaceholderSaved': 'هناك مفتاح محفوظ',
  'options.apiKeyPlaceholderNone': 'الصق مفتاحك هنا',
  'options.showKey': 'إظهار',
  'options.forgetKey': 'إزالة المفتاح',
  'options.serviceUrl': 'عنوان الخدمة (Service URL)',
  'options.serviceUrlHint':
    'أبقِ العنوان الافتراضي ما لم تستخدم نسخة أخرى من الخدمة، كخادم تجريبي محلي.',
  'options.serviceUrlFirefoxHint':
    'في Firefox، يفتح حفظ عنوان خدمة آخر نافذة صغيرة قرب شريط العنوان تطلب السماح للسان بالوصول إلى بياناتك في ذلك الموقع: اختر «السماح». ويمكنك السماح لاحقًا من «الإضافات والسمات» ← لسان ← الأذونات.',
  'options.save': 'حفظ',
  'options.test': 'اختبار الاتصال',
  'options.saving': 'جارٍ الحفظ…',
  'options.saved': 'حُفظت الإعدادات.',
  'options.savedNoKey': 'حُفظت. أدخل مفتاحك واضغط «حفظ» لتظهر المعاجم.',
  'options.savedConnected': 'حُفظت. تم الاتصال: عدد المعاجم {count}.',
  'options.savedConnectedOne': 'حُفظت. تم الاتصال: معجم واحد.',
  'options.savedButLexicons': 'حُفظت، لكن تعذّر تحميل المعاجم. {problem}',
  'options.permissionDenied':
    'حُفظت. لم يُسمح للسان بالوصول إلى {origin}، فلن يعمل البحث إلا إذا سمح ذلك الخادم بطلبات الإضافات (CORS). اضغط «حفظ» مرة أخرى لتسمح بذلك.',
  'options.keyRemoved': 'أُزيل المفتاح.',
  'options.testing': 'جارٍ اختبار الاتصال…',
  'options.connected': 'تم الاتصال: عدد المعاجم {count}',
  'options.connectedOne': 'تم الاتصال: معجم واحد',
  'options.testNeedsKey': 'لا مفتاح محفوظًا بعد. أدخل مفتاحك واضغط «حفظ» أولًا.',
  'options.loadFailed': 'تعذّر على لسان تحميل إعداداتك. {problem}',
  'options.retry': 'أعد المحاولة',

  'url.empty': 'أدخل عنوان الخدمة، مثل {example}.',
  'url.invalid': 'هذا ليس عنوان ويب. أدخل العنوان كاملًا بادئًا بـ https://.',
  'url.scheme': 'يجب أن يبدأ عنوان الخدمة بـ https://. صحّح بدايته ثم احفظ.',
  'url.insecure':
    'استخدم https:// لهذه الخدمة: عبر http:// يستطيع أي أحد على الشبكة قراءة مفتاحك. لا يُقبل http:// إلا لخدمة على هذا الحاسوب (localhost أو 127.0.0.1 أو [::1]).',
  'url.credentials':
    'احذف اسم المستخدم وكلمة المرور من العنوان؛ مكان المفتاح حقل مفتاح الواجهة البرمجية.',
  'url.queryOrHash':
    'احذف الجزء الذي يبدأ بـ «?» أو «#»؛ ينتهي العنوان بالمسار، مثل /api/v1/external.',
  'key.invalid': 'المفتاح حروف وأرقام ورموز لاتينية بلا مسافات. انسخه مرة أخرى من رسالة البريد.',

  'lexicons.heading': 'المعاجم',
  'lexicons.hint': 'إن لم تحدّد شيئًا فالبحث في كل المعاجم العامة.',
  'lexicons.needKey': 'احفظ مفتاحك لتظهر المعاجم.',
  'lexicons.loading': 'جارٍ تحميل المعاجم…',
  'lexicons.failed': 'تعذّر تحميل المعاجم. {problem}',
  'lexicons.empty': 'لم تذكر الخدمة أي معجم.',
  'lexicons.reload': 'أعد تحميل المعاجم',
  'lexicons.private': 'خاص',
  'lexicons.entries': 'عدد المداخل: {count}',
  'lexicons.entriesOne': 'مدخل واحد',
  'lexicons.addedByHand': 'أُضيف يدويًا',
  'lexicons.saved': 'حُفظ اختيار المعاجم.',
  'lexicons.saveFailed': 'لم يُحفظ اختيار المعاجم. {problem}',
  'lexicons.privateId': 'معرّف معجم خاص',
  'lexicons.privateHint': 'لمعجم خاص أُذن لمفتاحك به: الصق معرّفه كما أعطتك إياه الخدمة.',
  'lexicons.addPrivate': 'أضف معجمًا خاصًا',
  'lexicons.idEmpty': 'أدخل معرّف المعجم الخاص.',
  'lexicons.idInvalid': 'معرّف المعجم بلا مسافات ولا فواصل، وطوله 200 حرف على الأكثر.',
  'lexicons.idAlready': 'هذا المعجم في القائمة، وقد حُدّد الآن.',
  'lexicons.added': 'أُضيف المعجم الخاص {id} وحُدّد.',

  'prefs.heading': 'طريقة البحث',
  'prefs.doubleClick': 'انقر الكلمة نقرًا مزدوجًا للبحث عنها',
  'prefs.selectionButton': 'أظهر زر البحث حين أحدّد نصًا عربيًا',
  'prefs.language': 'لغة لسان',
  'prefs.languageAuto': 'تلقائي',
  'prefs.theme': 'المظهر',
  'prefs.themeLight': 'فاتح',
  'prefs.themeDark': 'داكن',
  'prefs.themeSystem': 'كالنظام',
  'prefs.cacheDays': 'مدة حفظ الإجابات (بالأيام)',
  'prefs.cacheDaysHint':
    'الإجابات المحفوظة على هذا الجهاز لا تستهلك استدعاءات حين تبحث عن الكلمة مرة أخرى. من 1 إلى 365 يومًا.',
  'prefs.cacheDaysInvalid': 'أدخل عددًا صحيحًا من الأيام بين 1 و365.',
  'prefs.saved': 'حُفظ.',
  'prefs.saveFailed': 'لم يُحفظ هذا الإعداد. {problem}',

  'usage.heading': 'الاستدعاءات والإجابات المحفوظة',
  'usage.callsLabel': 'الاستدعاءات المستخدمة',
  'usage.callsHint':
    'لكل مفتاح 5,000 استدعاء طوال عمره. لا تُصفّر العدّاد إلا حين تبدأ باستخدام مفتاح جديد.',
  'usage.reset': 'تصفير العدّاد',
  'usage.resetDone': 'صُفّر العدّاد.',
  'usage.clearCache': 'مسح الذاكرة المؤقتة',
  'usage.cacheSize': '({entries} إجابة، {size})',
  'usage.cacheSizeOne': '(إجابة واحدة، {size})',
  'usage.cleared': 'مُسحت الذاكرة المؤقتة.',
  'usage.failed': 'لم ينجح ذلك. {problem}',

  'size.bytes': '{n} بايت',
  'size.kb': '{n} ك.ب',
  'size.mb': '{n} م.ب',
  'size.gb': '{n} ج.ب',

  'problem.noKey': 'لم يُحفظ مفتاح بعد. الصق مفتاحك من سوار ثم اضغط «حفظ».',
  'problem.keyRejected':
    'رفضت الخدمة مفتاح الواجهة البرمجية. راجع المفتاح والصقه مرة أخرى ثم اضغط «حفظ».',
  'problem.limitReached':
    'استنفد هذا المفتاح حدّه من الاستدعاءات. اطلب مفتاحًا جديدًا واحفظه ثم صفّر العدّاد.',
  'problem.noPermission': 'لم تمنحك الخدمة إذنًا بمعجم خاص اخترته. ألغِ تحديده أو اطلب الإذن.',
  'problem.serviceError': 'واجهت الخدمة المعجمية مشكلة في الرد. انتظر قليلًا ثم أعد المحاولة.',
  'problem.network':
    'تعذّر الوصول إلى الخدمة المعجمية. تحقّق من اتصالك ومن عنوان الخدمة ثم أعد المحاولة.',
  'problem.timeout': 'تأخّرت الخدمة المعجمية في الرد. أعد المحاولة.',
  'problem.invalidRequest': 'لم تقبل الخدمة الطلب. راجع عنوان الخدمة ثم أعد المحاولة.',
  'problem.invalidResponse': 'أرسلت الخدمة ردًّا تعذّرت قراءته. راجع عنوان الخدمة ثم أعد المحاولة.',
  'problem.transport': 'تعذّر على لسان الوصول إلى خلفيته. أعد تحميل هذه الصفحة ثم أعد المحاولة.',
  'problem.rateLimited':
    'يحدّ لسان عدد الكلمات الجديدة التي تبحث عنها صفحة واحدة في الدقيقة. انتظر دقيقة ثم أعد المحاولة.',
  'problem.refused': 'رفض لسان هذا الطلب. أعد تحميل هذه الصفحة ثم أعد المحاولة.',
  'problem.invalidKey':
    'هذا ليس مفتاحًا: المفتاح حروف وأرقام ورموز لاتينية بلا مسافات. انسخه مرة أخرى.',
  'problem.storageFailed': 'لم يحفظ المتصفح الإعدادات. وفّر مساحة على القرص ثم أعد المحاولة.',
};

export const PAGE_MESSAGES: Record<UiLanguage, PageMessages> = { en: pagesEn, ar: pagesAr };

export type PageTranslator = (key: PageMessageKey, params?: MessageParams) => string;

export function createPageTranslator(lang: UiLanguage): PageTranslator {
  return catalogueTranslator(PAGE_MESSAGES[lang]);
}
