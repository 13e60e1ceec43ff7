import type { UiLanguage } from './languages';
import { LINK_MESSAGES } from './link-messages';

/**
 * UI strings of the toolbar popup, apart from the other pages' (pages-messages.ts) so that
 * the popup's first render, which the reader types into at once, loads only these.
 */
export const popupEn = {
  'popup.title': 'Lisan',
  'popup.searchLabel': 'Arabic word to look up',
  'popup.searchButton': 'Look up',
  'popup.setUpKey': 'Set up your API key',
  'popup.noKey':
    'Lisan needs an API key for the Siwar lexical service before it can look words up.',
  'popup.hint': 'Type an Arabic word and press Enter.',
  'notebook.recent': 'Recent words',
} as const;

type PopupOwnKey = keyof typeof popupEn;

export const popupAr: Record<PopupOwnKey, string> = {
  'popup.title': 'لسان',
  'popup.searchLabel': 'كلمة عربية للبحث عنها',
  'popup.searchButton': 'ابحث',
  'popup.setUpKey': 'أعدّ مفتاح الواجهة البرمجية',
  'popup.noKey': 'يحتاج لسان إلى مفتاح لخدمة «سوار» المعجمية قبل أن يبحث عن الكلمات.',
  'popup.hint': 'اكتب كلمة عربية ثم اضغط Enter.',
  'notebook.recent': 'كلمات حديثة',
};

/** Everything the popup shows itself: its own strings and the links to the other pages. */
export const POPUP_MESSAGES = {
  en: { ...popupEn, ...LINK_MESSAGES.en },
  ar: { ...popupAr, ...LINK_MESSAGES.ar },
} satisfies Record<UiLanguage, Record<string, string>>;

export type PopupMessageKey = keyof (typeof POPUP_MESSAGES)['en'];
