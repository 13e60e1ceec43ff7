import type { ComponentChildren } from 'preact';

/**
 * A list of Arabic texts (senses, examples). The list follows the UI's direction, so its
 * numbers and its edge line up with the header and tabs; each item is an Arabic isolate,
 * followed by what `after` adds under it (a sense's translations).
 */
export function ArabicList(props: {
  items: readonly string[];
  class: string;
  ordered?: boolean;
  after?: (item: string) => ComponentChildren;
}) {
  const List = props.ordered ? 'ol' : 'ul';
  return (
    <List class={props.class}>
      {props.items.map((item) => (
        <li key={item}>
          <bdi lang="ar" dir="rtl">
            {item}
          </bdi>
          {props.after?.(item)}
        </li>
      ))}
    </List>
  );
}
