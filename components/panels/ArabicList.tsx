import type { ComponentChildren } from 'preact';

/**
 * A list of Arabic texts (senses, examples), right to left in both UI languages: numbers
 * on the right, wrapped lines aligned right; each item followed by what `after` adds under
 * it (a sense's translations).
 */
export function ArabicList(props: {
  items: readonly string[];
  class: string;
  ordered?: boolean;
  after?: (item: string) => ComponentChildren;
}) {
  const List = props.ordered ? 'ol' : 'ul';
  return (
    <List class={props.class} lang="ar" dir="rtl">
      {props.items.map((item) => (
        <li key={item}>
          {item}
          {props.after?.(item)}
        </li>
      ))}
    </List>
  );
}
