/**
 * A list of Arabic texts (senses, examples), right to left in both UI languages: numbers
 * on the right, wrapped lines aligned right.
 */
export function ArabicList(props: { items: readonly string[]; class: string; ordered?: boolean }) {
  const List = props.ordered ? 'ol' : 'ul';
  return (
    <List class={props.class} lang="ar" dir="rtl">
      {props.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
