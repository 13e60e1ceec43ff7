import type { UiLanguage } from './i18n';

/**
 * UI strings of the in-page card's own frame (the results view's are in messages.ts).
 * Apart from the other pages' strings (pages-messages.ts) so that the card's document does
 * not carry the options page's.
 */
export const cardEn = {
  'card.title': 'Lisan',
  'card.loading': 'Loading…',
  'card.close': 'Close',
  'card.refused': 'This card can only be opened by Lisan.',
  'card.unreachable': 'Lisan could not open this card. Close it and try again.',
  'card.unseen': 'Lisan did not look this up: the page hides or covers this card.',
  'card.confirm': 'The page changed around this card. Click again inside it to look this up.',
  'card.noKeyHere': 'Lisan never asks for your API key inside a page.',
  'card.help': 'Help',
} as const;

export type CardMessageKey = keyof typeof cardEn;

export const cardAr: Record<CardMessageKey, string> = {
  'card.title': 'لسان',
  'card.loading': 'جارٍ التحميل…',
  'card.close': 'إغلاق',
  'card.refused': 'لا يفتح هذه البطاقة إلا لسان.',
  'card.unreachable': 'تعذّر على لسان فتح هذه البطاقة. أغلقها ثم أعد المحاولة.',
  'card.unseen': 'لم يبحث لسان عن هذا: الصفحة تخفي هذه البطاقة أو تغطيها.',
  'card.confirm': 'تغيّرت الصفحة حول هذه البطاقة. انقر داخلها مرة أخرى للبحث.',
  'card.noKeyHere': 'لا يطلب لسان مفتاح الواجهة البرمجية داخل أي صفحة أبدًا.',
  'card.help': 'مساعدة',
};

export const CARD_MESSAGES: Record<UiLanguage, Record<CardMessageKey, string>> = {
  en: cardEn,
  ar: cardAr,
};
