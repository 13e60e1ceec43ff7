import type { ComponentChildren } from 'preact';
import { useI18n } from './I18nContext';

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * lang/dir for a piece of service data: Arabic script gets lang="ar" dir="rtl" (so the
 * Arabic font stack and bidi apply); anything else (a code such as "M") lets the browser decide.
 */
export function textProps(text: string): { lang?: 'ar'; dir: 'rtl' | 'auto' } {
  return ARABIC_LETTER.test(text) ? { lang: 'ar', dir: 'rtl' } : { dir: 'auto' };
}

/**
 * An Arabic word inside a UI sentence. In the English UI it is isolated with its own lang and
 * dir; in the Arabic UI the sentence around it already is Arabic and right to left.
 */
export function Ar(props: { children: ComponentChildren }) {
  const { lang } = useI18n();
  if (lang === 'ar') return <>{props.children}</>;
  return (
    <bdi lang="ar" dir="rtl">
      {props.children}
    </bdi>
  );
}
