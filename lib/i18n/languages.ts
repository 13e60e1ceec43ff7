/**
 * The UI languages, one entry each: its code (also the browser language it answers for
 * when the setting is 'auto': "ar", "ar-SA", "ar_EG"…) and its writing direction. Adding a
 * language is one entry here plus its catalogues (the *-messages.ts files here), which
 * the compiler then asks for. Small and free of imports: the content script uses it too.
 */
export const UI_LANGUAGES = [
  { code: 'ar', dir: 'rtl' },
  { code: 'en', dir: 'ltr' },
] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number]['code'];
/** What the reader chooses in the options: a language, or 'auto' (the browser's). */
export type UiLanguageSetting = 'auto' | UiLanguage;
export type Direction = (typeof UI_LANGUAGES)[number]['dir'];

/** For a browser language no entry answers for. */
const FALLBACK: UiLanguage = 'en';

/** Every value the UI language setting can take, for schemas. */
// Pure: a bundle that does not use it (the content script) leaves it out.
export const UI_LANGUAGE_SETTINGS = /* @__PURE__ */ settingValues();

function settingValues(): [UiLanguageSetting, ...UiLanguageSetting[]] {
  return ['auto', ...UI_LANGUAGES.map((language) => language.code)];
}

function entry(code: unknown) {
  return UI_LANGUAGES.find((language) => language.code === code);
}

/** The setting `value` names, or null (a hand-written guard: the content script has no zod). */
export function uiLanguageSetting(value: unknown): UiLanguageSetting | null {
  return value === 'auto' || entry(value) ? (value as UiLanguageSetting) : null;
}

/** The UI language for a setting; 'auto' follows the browser (ar, ar-SA… → Arabic, else English). */
export function uiLanguage(setting: UiLanguageSetting, navigatorLanguage?: string): UiLanguage {
  if (setting !== 'auto') return setting;
  const browser = navigatorLanguage ?? globalThis.navigator?.language ?? '';
  // The primary subtag: "ar" of "ar-SA" or "ar_EG".
  return entry(browser.trim().toLowerCase().split(/[-_]/)[0])?.code ?? FALLBACK;
}

export function directionOf(lang: UiLanguage): Direction {
  return entry(lang)?.dir ?? 'ltr';
}
