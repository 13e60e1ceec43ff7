import type { UiLanguage } from './languages';

/**
 * Links from one extension page to another, shown on several pages (the popup's footer,
 * the welcome page, the options' history section). Their own catalogue so the popup can
 * show them without loading the other pages' strings; pages-messages.ts and
 * notebook-messages.ts include them.
 */
export const linksEn = {
  'page.settingsLink': 'Settings',
  'notebook.openNotebook': 'Notebook',
} as const;

export type LinkMessageKey = keyof typeof linksEn;

export const linksAr: Record<LinkMessageKey, string> = {
  'page.settingsLink': 'الإعدادات',
  'notebook.openNotebook': 'الدفتر',
};

export const LINK_MESSAGES: Record<UiLanguage, Record<LinkMessageKey, string>> = {
  en: linksEn,
  ar: linksAr,
};
