import type { UiLanguage } from './languages';
import { MESSAGES, type MessageKey } from './messages';

// The languages themselves (codes, directions, detection) are the registry's.
export {
  type Direction,
  directionOf,
  type UiLanguage,
  type UiLanguageSetting,
  uiLanguage,
} from './languages';
export type MessageParams = Readonly<Record<string, string | number>>;
export type Translator = (key: MessageKey, params?: MessageParams) => string;

/** A template cut at its `{name}` placeholders: text, then `{ name }` markers in order. */
export type TemplatePart = string | { readonly name: string };

export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  const placeholder = /\{(\w+)\}/g;
  let last = 0;
  for (const match of template.matchAll(placeholder)) {
    if (match.index > last) parts.push(template.slice(last, match.index));
    parts.push({ name: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

/**
 * Fill a template's placeholders with values of any type (strings here, Preact nodes in
 * components). A placeholder without a value stays visible, so a missing param shows up.
 */
export function fillTemplate<T>(
  template: string,
  params: Readonly<Record<string, T>>,
): (string | T)[] {
  return templateParts(template).map((part) =>
    typeof part === 'string'
      ? part
      : part.name in params
        ? (params[part.name] as T)
        : `{${part.name}}`,
  );
}

/** A translator over one language's catalogue, its `{name}` placeholders filled from params. */
export function catalogueTranslator<K extends string>(
  messages: Readonly<Record<K, string>>,
): (key: K, params?: MessageParams) => string {
  return (key, params = {}) => fillTemplate(messages[key], params).map(String).join('');
}

export function createTranslator(lang: UiLanguage): Translator {
  return catalogueTranslator(MESSAGES[lang]);
}

/**
 * Counts use Western digits grouped as in "5,000" in both UIs: the service's own limit is
 * written that way, and one numeral system across languages keeps tests and docs simple.
 */
const numberFormat = new Intl.NumberFormat('en-US');
export function formatCount(value: number): string {
  return numberFormat.format(value);
}
