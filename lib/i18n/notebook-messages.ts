import { catalogueTranslator, type MessageParams, type UiLanguage } from './i18n';
import { linksAr, linksEn } from './link-messages';

/**
 * UI strings of the notebook: the Save / Listen / Copy buttons of the results, the
 * notebook page, and the options' history section. Kept apart from the results' and the
 * pages' strings so each can change without touching the others.
 */
export const notebookEn = {
  'bar.label': 'Notebook',
  'bar.save': 'Save',
  'bar.saved': 'Saved to your notebook.',
  'bar.unsaved': 'Removed from your notebook.',
  'bar.listen': 'Listen',
  'bar.byRecording': '(recording)',
  'bar.byVoice': '(system voice)',
  'bar.playingRecording': 'Playing the service’s recording.',
  'bar.recordingFailed':
    'The service’s recording could not be played; the system voice read the word.',
  'bar.noVoice':
    'Listen needs an Arabic voice; this system has none. Add one in its speech settings.',
  'bar.copy': 'Copy',
  'bar.copied': 'Copied.',
  'bar.copyFailed': 'Could not copy: the browser refused. Select the text and copy it by hand.',

  'notebook.title': 'Notebook',
  'notebook.intro':
    'Every word you look up, with the sentence you met it in. All of it stays on this computer.',
  'notebook.tabs': 'Lists',
  'notebook.history': 'History',
  'notebook.saved': 'Saved',
  'notebook.filter': 'Filter',
  'notebook.filterHint': 'Type part of a word, a sentence or a page title.',
  'notebook.colLemma': 'Lemma',
  'notebook.colWord': 'Word as met',
  'notebook.colTimes': 'Times met',
  'notebook.colSentence': 'Where met',
  'notebook.colDate': 'Last met',
  'notebook.colActions': 'Actions',
  'notebook.delete': 'Delete {word}',
  'notebook.deleteShort': 'Delete',
  'notebook.empty.history': 'No lookups yet. Double-click an Arabic word on any page.',
  'notebook.empty.saved': 'No saved words yet. Press “Save” on a card to keep a word here.',
  'notebook.noMatch': 'Nothing matches “{filter}”.',
  'notebook.count': '{shown} of {total} words',
  'notebook.historyOff': 'History is off: new lookups are not kept. Turn it on in Settings.',
  'notebook.loadFailed': 'The notebook could not be read. Reload the page to try again.',
  'notebook.exportCsv': 'Export CSV',
  'notebook.exportAnki': 'Export for Anki',
  'notebook.sendAnki': 'Send to Anki',
  'notebook.exported': 'Saved {file}: {count} words.',
  'notebook.exportFailed': 'The export failed. Try again.',
  'notebook.ankiSending': 'Sending to Anki…',
  'notebook.ankiAdded':
    'Anki added {count} notes to the deck “Lisan” (notes it already had were skipped).',
  'notebook.ankiUnreachable':
    'Anki did not answer on 127.0.0.1:8765. Start Anki with the AnkiConnect add-on installed, then try again.',
  'notebook.ankiRefused': 'Anki refused the notes: {detail}',
  'notebook.ankiNoPermission':
    'Lisan needs your permission to reach Anki on 127.0.0.1. Press “Send to Anki” again and allow it.',
  'notebook.nothingToExport': 'There are no words in this list to export.',
  ...linksEn,

  'history.heading': 'History and notebook',
  'history.keep': 'Keep history',
  'history.privacy':
    'Lisan keeps, on this computer only, each word you look up: the word, its lemma, the sentence around it, the page’s title and address, and the time (the newest 10,000). Nothing is kept from private windows, and nothing leaves the computer unless you export it.',
  'history.clear': 'Clear history',
  'history.cleared': 'History cleared.',
  'history.clearFailed': 'History could not be cleared. Try again.',
  'history.saveFailed': 'Your choice was not saved. Try again.',
  'history.voice': 'Voice for Listen',
  'history.voiceAuto': 'First Arabic voice',
  'history.noVoices': 'This system has no Arabic voice; Listen stays off until one is installed.',
  'history.rate': 'Speaking rate',
} as const;

export type NotebookMessageKey = keyof typeof notebookEn;

export const notebookAr: Record<NotebookMessageKey, string> = {
  'bar.label': 'الدفتر',
  'bar.save': 'احفظ',
  'bar.saved': 'حُفظت في دفترك.',
  'bar.unsaved': 'أُزيلت من دفترك.',
  'bar.listen': 'استمع',
  'bar.byRecording': '(تسجيل)',
  'bar.byVoice': '(صوت النظام)',
  'bar.playingRecording': 'يُشغَّل تسجيل الخدمة.',
  'bar.recordingFailed': 'تعذّر تشغيل تسجيل الخدمة؛ قرأ صوت النظام الكلمة.',
  'bar.noVoice':
    'يحتاج الاستماع إلى صوت عربي، ولا صوت عربيًّا في هذا النظام. أضف واحدًا من إعدادات الكلام فيه.',
  'bar.copy': 'انسخ',
  'bar.copied': 'نُسخت.',
  'bar.copyFailed': 'تعذّر النسخ: رفض المتصفح. حدّد النص وانسخه يدويًّا.',

  'notebook.title': 'الدفتر',
  'notebook.intro': 'كل كلمة بحثت عنها، مع الجملة التي وجدتها فيها. يبقى ذلك كله على هذا الحاسوب.',
  'notebook.tabs': 'القوائم',
  'notebook.history': 'السجل',
  'notebook.saved': 'المحفوظات',
  'notebook.filter': 'تصفية',
  'notebook.filterHint': 'اكتب جزءًا من كلمة أو جملة أو عنوان صفحة.',
  'notebook.colLemma': 'المدخل',
  'notebook.colWord': 'الكلمة كما وردت',
  'notebook.colTimes': 'مرات الورود',
  'notebook.colSentence': 'مواضع الورود',
  'notebook.colDate': 'آخر ورود',
  'notebook.colActions': 'إجراءات',
  'notebook.delete': 'احذف {word}',
  'notebook.deleteShort': 'احذف',
  'notebook.empty.history': 'لا بحث بعد. انقر نقرًا مزدوجًا على كلمة عربية في أي صفحة.',
  'notebook.empty.saved': 'لا كلمات محفوظة بعد. اضغط «احفظ» في البطاقة لتبقى الكلمة هنا.',
  'notebook.noMatch': 'لا شيء يطابق «{filter}».',
  'notebook.count': '{shown} من {total} كلمة',
  'notebook.historyOff': 'السجل متوقف: لا يُحفظ البحث الجديد. شغّله من الإعدادات.',
  'notebook.loadFailed': 'تعذّرت قراءة الدفتر. أعد تحميل الصفحة للمحاولة مجددًا.',
  'notebook.exportCsv': 'صدّر CSV',
  'notebook.exportAnki': 'صدّر لأنكي',
  'notebook.sendAnki': 'أرسل إلى أنكي',
  'notebook.exported': 'حُفظ {file}: {count} كلمة.',
  'notebook.exportFailed': 'تعذّر التصدير. أعد المحاولة.',
  'notebook.ankiSending': 'جارٍ الإرسال إلى أنكي…',
  'notebook.ankiAdded': 'أضاف أنكي {count} بطاقة إلى مجموعة «Lisan» (وتخطّى ما عنده منها).',
  'notebook.ankiUnreachable':
    'لم يُجب أنكي على 127.0.0.1:8765. شغّل أنكي مع إضافة AnkiConnect ثم أعد المحاولة.',
  'notebook.ankiRefused': 'رفض أنكي البطاقات: {detail}',
  'notebook.ankiNoPermission':
    'يحتاج لسان إذنك للوصول إلى أنكي على 127.0.0.1. اضغط «أرسل إلى أنكي» مجددًا واسمح بذلك.',
  'notebook.nothingToExport': 'لا كلمات في هذه القائمة لتصديرها.',
  ...linksAr,

  'history.heading': 'السجل والدفتر',
  'history.keep': 'احتفظ بالسجل',
  'history.privacy':
    'يحفظ لسان على هذا الحاسوب وحده كل كلمة تبحث عنها: الكلمة ومدخلها والجملة المحيطة بها وعنوان الصفحة ورابطها والوقت (أحدث 10,000). لا يُحفظ شيء من النوافذ الخاصة، ولا يغادر شيء الحاسوب إلا إذا صدّرته.',
  'history.clear': 'امسح السجل',
  'history.cleared': 'مُسح السجل.',
  'history.clearFailed': 'تعذّر مسح السجل. أعد المحاولة.',
  'history.saveFailed': 'لم يُحفظ اختيارك. أعد المحاولة.',
  'history.voice': 'صوت الاستماع',
  'history.voiceAuto': 'أول صوت عربي',
  'history.noVoices': 'لا صوت عربيًّا في هذا النظام؛ يبقى الاستماع معطّلًا حتى يُثبَّت صوت.',
  'history.rate': 'سرعة النطق',
};

const NOTEBOOK_MESSAGES: Record<UiLanguage, Record<NotebookMessageKey, string>> = {
  en: notebookEn,
  ar: notebookAr,
};

export type NotebookTranslator = (key: NotebookMessageKey, params?: MessageParams) => string;

export function createNotebookTranslator(lang: UiLanguage): NotebookTranslator {
  return catalogueTranslator(NOTEBOOK_MESSAGES[lang]);
}
