import type { ComponentChildren } from 'preact';
import { ARABIC_RE } from '../lib/arabic/script';
import { useI18n } from './I18nContext';

/**
 * lang/dir for a piece of service data: Arabic script (lib/arabic/detect.ts's class, the
 * one owner of "is Arabic") gets lang="ar" dir="rtl" (so the Arabic font stack and bidi
 * apply); anything else (a code such as "M") lets the browser decide.
 */
export function textProps(text: string): { lang?: 'ar'; dir: 'rtl' | 'auto' } {
  return ARABIC_RE.test(text) ? { lang: 'ar', dir: 'rtl' } : { dir: 'auto' };
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
