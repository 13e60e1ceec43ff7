/**
 * The welcome page's own strings (opened on install), apart from the options page's in
 * pages-messages.ts, whose catalogue includes them.
 */
export const welcomeEn = {
  'welcome.title': 'Welcome to Lisan',
  'welcome.what':
    'Double-click an Arabic word on any web page, and Lisan shows beside it what the Siwar lexicons know of it: senses, examples, root, pattern, forms and related words.',
  'welcome.setUpHeading': 'Set it up in three steps',
  'welcome.stepKey':
    'Request an API key on the developer pages of Siwar, the Academy’s lexical platform: fill in the access request form (your organisation and what you will use it for). Requests are reviewed, and the key is sent to the e-mail address you registered:',
  'welcome.stepPaste': 'Paste the key in Lisan’s settings and press Save:',
  'welcome.stepPin':
    'Pin Lisan to the toolbar: open the Extensions menu (the puzzle piece) and press the pin beside Lisan. Its button looks words up by typing.',
  'welcome.tryHeading': 'Try it',
  'welcome.tryHint': 'Press the word to see what Lisan shows for it (one call of your key).',
} as const;

export type WelcomeMessageKey = keyof typeof welcomeEn;

export const welcomeAr: Record<WelcomeMessageKey, string> = {
  'welcome.title': 'مرحبًا بك في لسان',
  'welcome.what':
    'انقر نقرًا مزدوجًا على أي كلمة عربية في أي صفحة، فيعرض لسان بجانبها ما تعرفه معاجم سوار عنها: المعاني والأمثلة والجذر والوزن والصيغ والكلمات المرتبطة.',
  'welcome.setUpHeading': 'اضبطه في ثلاث خطوات',
  'welcome.stepKey':
    'اطلب مفتاحًا للواجهة البرمجية من صفحات المطورين في منصة سوار المعجمية: املأ نموذج طلب الوصول (جهتك والغرض من الاستخدام). تُراجَع الطلبات، ويُرسَل المفتاح إلى بريدك الإلكتروني المسجّل:',
  'welcome.stepPaste': 'الصق المفتاح في إعدادات لسان ثم اضغط «حفظ»:',
  'welcome.stepPin':
    'ثبّت لسان في شريط الأدوات: افتح قائمة الإضافات (قطعة الأحجية) واضغط الدبوس بجانب لسان. يبحث زره عن الكلمات بالكتابة.',
  'welcome.tryHeading': 'جرّبه',
  'welcome.tryHint': 'اضغط الكلمة لترى ما يعرضه لسان عنها (يستهلك طلبًا واحدًا من مفتاحك).',
};
