import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  createTranslator,
  directionOf,
  fillTemplate,
  formatCount,
  templateParts,
  uiLanguage,
} from '../../../lib/i18n/i18n';
import { ar, en, type MessageKey } from '../../../lib/i18n/messages';

const placeholders = (template: string) =>
  templateParts(template)
    .flatMap((part) => (typeof part === 'string' ? [] : [part.name]))
    .sort();

describe('messages', () => {
  it('gives Arabic every English key, and no other (type level)', () => {
    expectTypeOf<keyof typeof ar>().toEqualTypeOf<MessageKey>();
    expectTypeOf<keyof typeof en>().toEqualTypeOf<keyof typeof ar>();
  });

  it('gives Arabic every English key, and no other (at run time)', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(placeholders(ar[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('leaves no message blank', () => {
    for (const messages of [en, ar]) {
      for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe('');
    }
  });
});

describe('uiLanguage', () => {
  it('follows an explicit setting', () => {
    expect(uiLanguage('ar', 'en-US')).toBe('ar');
    expect(uiLanguage('en', 'ar-SA')).toBe('en');
  });

  it('follows the browser on auto: ar* is Arabic, anything else English', () => {
    expect(uiLanguage('auto', 'ar')).toBe('ar');
    expect(uiLanguage('auto', 'ar-EG')).toBe('ar');
    expect(uiLanguage('auto', 'AR_sa')).toBe('ar');
    expect(uiLanguage('auto', 'en-GB')).toBe('en');
    expect(uiLanguage('auto', 'fr')).toBe('en');
    expect(uiLanguage('auto', 'arn')).toBe('en'); // Mapudungun, not Arabic
    expect(uiLanguage('auto', '')).toBe('en');
  });
});

describe('translator', () => {
  it('fills {name} placeholders', () => {
    const t = createTranslator('en');
    expect(t('header.callsUsed', { used: formatCount(12), limit: formatCount(5000) })).toBe(
      '12 of 5,000 calls used',
    );
    expect(t('tab.senses')).toBe('Senses');
  });

  it('speaks Arabic', () => {
    const t = createTranslator('ar');
    expect(t('tab.pattern')).toBe('الوزن');
    expect(t('header.callsUsed', { used: '12', limit: '5,000' })).toBe(
      '12 من 5,000 استدعاء مستخدم',
    );
  });

  it('leaves a placeholder without a value visible', () => {
    expect(createTranslator('en')('link.lookUp')).toBe('Look up {word}');
    expect(fillTemplate('{a} and {b}', { a: 1 })).toEqual([1, ' and ', '{b}']);
  });

  it('gives the direction of each language', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('groups thousands as the service writes its limit', () => {
    expect(formatCount(5000)).toBe('5,000');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
