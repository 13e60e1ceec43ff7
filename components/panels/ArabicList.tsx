/**
 * A list of Arabic texts (senses, examples). The list follows the UI's direction, so its
 * numbers and its edge line up with the header and tabs; each item is an Arabic isolate.
 */
export function ArabicList(props: { items: readonly string[]; class: string; ordered?: boolean }) {
  const List = props.ordered ? 'ol' : 'ul';
  return (
    <List class={props.class}>
      {props.items.map((item) => (
        <li key={item}>
          <bdi lang="ar" dir="rtl">
            {item}
          </bdi>
        </li>
      ))}
    </List>
  );
}
