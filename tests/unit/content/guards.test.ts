import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseBackgroundMessage,
  parsePageConfig,
  parsePortMessage,
  parseTicket,
} from '../../../entrypoints/content/guards';

describe('content-script message guards', () => {
  it('accepts exactly the background messages the content script handles', () => {
    expect(parseBackgroundMessage({ type: 'open-card', word: 'كتاب' })).toEqual({
      type: 'open-card',
      word: 'كتاب',
    });
    expect(parseBackgroundMessage({ type: 'get-selection', extra: 1 })).toEqual({
      type: 'get-selection',
    });
    expect(parseBackgroundMessage({ type: 'close-card', keep: 'a-1' })).toEqual({
      type: 'close-card',
      keep: 'a-1',
    });
    expect(
      parseBackgroundMessage({
        type: 'page-config',
        doubleClick: false,
        selectionButton: true,
        uiLanguage: 'en',
        keepHistory: true,
      }),
    ).toEqual({
      type: 'page-config',
      doubleClick: false,
      selectionButton: true,
      uiLanguage: 'en',
      keepHistory: true,
    });
    for (const bad of [
      null,
      'open-card',
      { type: 'page-config', doubleClick: 'no', selectionButton: true },
      { type: 'page-config', selectionButton: true },
      { type: 'open-card' },
      { type: 'open-card', word: '' },
      { type: 'open-card', word: 'x'.repeat(201) },
      { type: 'close-card' },
      { type: 'set-key', key: 'k' },
    ]) {
      expect(parseBackgroundMessage(bad)).toBeNull();
    }
  });

  it('reads the page configuration and tickets only from well-formed answers', () => {
    expect(
      parsePageConfig({ ok: true, doubleClick: false, selectionButton: true, uiLanguage: 'auto' }),
      // A history switch that is missing or not a boolean sends no page text.
    ).toEqual({
      doubleClick: false,
      selectionButton: true,
      uiLanguage: 'auto',
      keepHistory: false,
    });
    expect(
      parsePageConfig({ ok: true, doubleClick: true, selectionButton: false, uiLanguage: 'ar' }),
    ).toEqual({ doubleClick: true, selectionButton: false, uiLanguage: 'ar', keepHistory: false });
    expect(parsePageConfig({ ok: false, doubleClick: true, selectionButton: true })).toBeNull();
    expect(
      parsePageConfig({ ok: true, doubleClick: 'yes', selectionButton: true, uiLanguage: 'en' }),
    ).toBeNull();
  });

  it('refuses a configuration whose UI language it does not know, rather than guess one', () => {
    for (const uiLanguage of [undefined, 'fr', 'toString', 7]) {
      const answer = { ok: true, doubleClick: true, selectionButton: true, uiLanguage };
      expect(parsePageConfig(answer)).toBeNull();
      expect(parseBackgroundMessage({ ...answer, type: 'page-config' })).toBeNull();
    }
    expect(parseTicket({ ok: true, ticket: 'abc' })).toBe('abc');
    expect(parseTicket({ ok: false, error: { kind: 'refused' } })).toBeNull();
  });

  it("reads from the card's port only its five messages, with finite numbers", () => {
    expect(parsePortMessage({ type: 'bound' })).toEqual({ type: 'bound' });
    expect(parsePortMessage({ type: 'expired', extra: 1 })).toEqual({ type: 'expired' });
    expect(parsePortMessage({ type: 'close' })).toEqual({ type: 'close' });
    expect(parsePortMessage({ type: 'size', height: 240 })).toEqual({ type: 'size', height: 240 });
    expect(parsePortMessage({ type: 'check-visible', asked: 3 })).toEqual({
      type: 'check-visible',
      asked: 3,
    });
    expect(parsePortMessage({ type: 'check-visible', asked: 4, confirmed: true })).toEqual({
      type: 'check-visible',
      asked: 4,
      confirmed: true,
    });
    for (const bad of [
      null,
      'bound',
      { type: 'show', word: 'x' },
      { type: 'toString' },
      { type: 'ready' },
      { type: 'size', height: Infinity },
      { type: 'size', height: '240' },
      { type: 'check-visible' },
    ]) {
      expect(parsePortMessage(bad)).toBeNull();
    }
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        parseBackgroundMessage(value);
        parsePageConfig(value);
        parsePortMessage(value);
        parseTicket(value);
      }),
    );
  });
});
