import type { UiLanguage } from './languages';

/**
 * The options' About section and the privacy page. pages-messages.ts includes them.
 * The sources' attributions themselves are not translated (lib/about/sources.ts).
 */
export const aboutEn = {
  'about.heading': 'About Lisan',
  'about.version': 'Version {version}',
  'about.licence': 'Lisan is free software under the {licence} licence.',
  'about.sourcesHeading': 'Data and fonts it ships',
  'about.source.lemmas': 'The lemma list that ranks a word’s possible headwords',
  'about.source.verbs': 'The verb stems the analyser reads verbs by',
  'about.source.font': 'The font Arabic is set in',
  'about.sourceLicence': 'Licence: {licence}',
  'about.notices': 'Licences and notices of everything Lisan ships',
  'about.privacy': 'Privacy policy',
  'privacy.title': 'Lisan privacy policy',
} as const;

export type AboutMessageKey = keyof typeof aboutEn;

export const aboutAr: Record<AboutMessageKey, string> = {
  'about.heading': 'عن لسان',
  'about.version': 'الإصدار {version}',
  'about.licence': 'لسان برنامج حر مرخّص بترخيص {licence}.',
  'about.sourcesHeading': 'البيانات والخطوط المضمّنة فيه',
  'about.source.lemmas': 'قائمة المداخل التي تُرتَّب بها المداخل المحتملة للكلمة',
  'about.source.verbs': 'جذوع الأفعال التي يحلّل بها المحلّل الأفعال',
  'about.source.font': 'الخط الذي تُكتب به العربية',
  'about.sourceLicence': 'الترخيص: {licence}',
  'about.notices': 'تراخيص كل ما يضمّه لسان وإشعاراته',
  'about.privacy': 'سياسة الخصوصية',
  'privacy.title': 'سياسة الخصوصية في لسان',
};

export const ABOUT_MESSAGES: Record<UiLanguage, Record<AboutMessageKey, string>> = {
  en: aboutEn,
  ar: aboutAr,
};
