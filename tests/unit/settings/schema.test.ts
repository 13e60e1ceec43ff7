import { describe, expect, it } from 'vitest';
import {
  applySettingsPatch,
  DEFAULT_SERVICE_URL,
  DEFAULT_SETTINGS,
  parseStoredSettings,
  SETTINGS_VERSION,
  settingsPatchSchema,
  settingsSchema,
} from '../../../lib/settings/schema';

const lexicon = { id: 'abc-123', name: 'Contemporary', scope: 'public' as const };

describe('defaults', () => {
  it('are the documented values and a valid Settings', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      version: SETTINGS_VERSION,
      serviceUrl: 'https://siwar.ksaa.gov.sa/api/v1/external',
      lexicons: [],
      triggers: { doubleClick: true, selectionButton: true },
      uiLanguage: 'auto',
      cacheLifetimeDays: 30,
      notebook: { keepHistory: true, voice: '', rate: 1 },
      theme: 'system',
    });
    expect(DEFAULT_SERVICE_URL).toBe(DEFAULT_SETTINGS.serviceUrl);
    expect(settingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });

  it.each([undefined, null, 42, 'settings', [], true])('come back for %j', (raw) => {
    expect(parseStoredSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });

  it('are a fresh copy each time, so a caller cannot change the defaults', () => {
    const settings = parseStoredSettings(undefined);
    settings.lexicons.push(lexicon);
    settings.triggers.doubleClick = false;
    expect(DEFAULT_SETTINGS.lexicons).toEqual([]);
    expect(parseStoredSettings(undefined).triggers.doubleClick).toBe(true);
  });
});

describe('stored data', () => {
  it('keeps every valid field of current data', () => {
    const stored = {
      version: 2,
      serviceUrl: 'http://127.0.0.1:8787/api/v1/external',
      lexicons: [lexicon, { id: 'p1', name: 'Mine', scope: 'private' }],
      triggers: { doubleClick: false, selectionButton: true },
      uiLanguage: 'ar',
      cacheLifetimeDays: 7,
      notebook: { keepHistory: false, voice: 'Maged', rate: 0.8 },
      theme: 'dark',
    };
    expect(parseStoredSettings(stored)).toEqual(stored);
  });

  it('migrates unversioned (version 0) data that is partial', () => {
    expect(parseStoredSettings({ uiLanguage: 'en', cacheLifetimeDays: 90 })).toEqual({
      ...DEFAULT_SETTINGS,
      uiLanguage: 'en',
      cacheLifetimeDays: 90,
    });
  });

  it('replaces bad values field by field and keeps the rest', () => {
    const settings = parseStoredSettings({
      version: 1,
      serviceUrl: 'javascript:alert(1)',
      lexicons: 'all',
      triggers: { doubleClick: 'yes', selectionButton: false },
      uiLanguage: 'fr',
      cacheLifetimeDays: 500,
    });
    expect(settings).toEqual({
      ...DEFAULT_SETTINGS,
      triggers: { doubleClick: true, selectionButton: false },
    });
  });

  it('drops only the bad lexicon entries, and duplicates', () => {
    const settings = parseStoredSettings({
      lexicons: [
        lexicon,
        { id: 'has space', name: 'x', scope: 'public' },
        { id: 'a,b', name: 'x', scope: 'public' },
        { id: 'ok', name: '', scope: 'public' },
        { id: 'ok2', name: 'Ok', scope: 'secret' },
        null,
        'abc',
        { ...lexicon },
        { ...lexicon, scope: 'private' },
      ],
    });
    expect(settings.lexicons).toEqual([lexicon, { ...lexicon, scope: 'private' }]);
  });

  it.each([
    ['not a number', '30'],
    ['fractional', 2.5],
    ['zero', 0],
    ['too long', 366],
    ['NaN', Number.NaN],
  ])('falls back to 30 cache days when the stored value is %s', (_label, value) => {
    expect(parseStoredSettings({ cacheLifetimeDays: value }).cacheLifetimeDays).toBe(30);
  });

  it.each([
    'ftp://example.com/api',
    'not a url',
    'https://user:pass@example.com/api',
    'https://example.com/api?x=1',
    'https://example.com/api#top',
    '',
    'http://siwar.ksaa.gov.sa/api/v1/external',
    'http://192.168.1.20:8787/api/v1/external',
  ])('falls back to the default service URL for %j', (url) => {
    expect(parseStoredSettings({ serviceUrl: url }).serviceUrl).toBe(DEFAULT_SERVICE_URL);
  });

  it('keeps the other settings when a stored service URL is http:// to another computer', () => {
    const settings = parseStoredSettings({
      serviceUrl: 'http://evil.example/api',
      uiLanguage: 'ar',
      cacheLifetimeDays: 7,
    });
    expect(settings).toMatchObject({
      serviceUrl: DEFAULT_SERVICE_URL,
      uiLanguage: 'ar',
      cacheLifetimeDays: 7,
    });
  });

  it('stores service URLs trimmed and without trailing slashes', () => {
    expect(
      parseStoredSettings({ serviceUrl: '  http://localhost:8787/api/v1/external//  ' }).serviceUrl,
    ).toBe('http://localhost:8787/api/v1/external');
  });

  it('reads data of a future version: known fields kept, unknown ones dropped', () => {
    const settings = parseStoredSettings({
      version: 7,
      uiLanguage: 'ar',
      fontScale: 1.5,
      triggers: { doubleClick: false, selectionButton: false, longPress: true },
    });
    expect(settings).toEqual({
      ...DEFAULT_SETTINGS,
      uiLanguage: 'ar',
      triggers: { doubleClick: false, selectionButton: false },
    });
    expect(settings).not.toHaveProperty('fontScale');
    expect(settings.triggers).not.toHaveProperty('longPress');
    expect(settings.version).toBe(SETTINGS_VERSION);
  });

  it('ignores a garbage version and prototype-pollution keys', () => {
    const raw = JSON.parse('{"version":"x","__proto__":{"polluted":true},"uiLanguage":"en"}');
    const settings = parseStoredSettings(raw);
    expect(settings.uiLanguage).toBe('en');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(settings).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
  });

  it('survives an object whose getter throws', () => {
    const raw = {
      get uiLanguage(): string {
        throw new Error('boom');
      },
    };
    expect(parseStoredSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('patches from the options page', () => {
  it('are strict: an unknown field or a bad value is refused', () => {
    expect(settingsPatchSchema.safeParse({ colour: 'dark' }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ theme: 'sepia' }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ cacheLifetimeDays: 0 }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ serviceUrl: 'file:///etc/passwd' }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ triggers: { doubleClick: 1 } }).success).toBe(false);
  });

  it('change only what they name', () => {
    const patch = settingsPatchSchema.parse({
      triggers: { selectionButton: false },
      lexicons: [lexicon, lexicon],
    });
    expect(applySettingsPatch(DEFAULT_SETTINGS, patch)).toEqual({
      ...DEFAULT_SETTINGS,
      lexicons: [lexicon],
      triggers: { doubleClick: true, selectionButton: false },
    });
  });
});

describe('theme setting', () => {
  it('defaults to the system theme, also for settings saved before it existed (version 1)', () => {
    expect(DEFAULT_SETTINGS.theme).toBe('system');
    expect(parseStoredSettings({ version: 1, uiLanguage: 'ar' })).toMatchObject({
      version: SETTINGS_VERSION,
      uiLanguage: 'ar',
      theme: 'system',
    });
  });

  it('keeps a stored theme, and falls back on its own when the value is junk', () => {
    expect(parseStoredSettings({ version: 2, theme: 'dark' }).theme).toBe('dark');
    expect(parseStoredSettings({ version: 2, theme: 'sepia', uiLanguage: 'ar' })).toMatchObject({
      theme: 'system',
      uiLanguage: 'ar',
    });
  });
});
