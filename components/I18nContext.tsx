import { type ComponentChild, type ComponentChildren, createContext, Fragment } from 'preact';
import { useContext, useMemo } from 'preact/hooks';
import {
  createTranslator,
  type Direction,
  directionOf,
  fillTemplate,
  formatCount,
  type Translator,
  type UiLanguage,
} from '../lib/i18n/i18n';
import { MESSAGES, type MessageKey } from '../lib/i18n/messages';

export interface I18n {
  lang: UiLanguage;
  dir: Direction;
  t: Translator;
  /** Like `t`, but placeholders take Preact nodes (an Arabic word keeps its own lang/dir). */
  rich: (key: MessageKey, params: Readonly<Record<string, ComponentChild>>) => ComponentChild;
  /** Items joined with the language's list separator (", " or "، "). */
  join: (items: readonly ComponentChild[]) => ComponentChild;
  count: (value: number) => string;
}

function makeI18n(lang: UiLanguage): I18n {
  const messages = MESSAGES[lang];
  return {
    lang,
    dir: directionOf(lang),
    t: createTranslator(lang),
    rich: (key, params) =>
      fillTemplate(messages[key], params).map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      )),
    join: (items) =>
      items.map((item, index) => (
        <Fragment key={index}>
          {index > 0 ? messages.listSeparator : null}
          {item}
        </Fragment>
      )),
    count: formatCount,
  };
}

const I18nContext = createContext<I18n>(makeI18n('en'));

/** Sets the UI language for every Lisan component below it (English without a provider). */
export function I18nProvider(props: { lang: UiLanguage; children?: ComponentChildren }) {
  const value = useMemo(() => makeI18n(props.lang), [props.lang]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
