export type Tone = 'info' | 'success' | 'error';

export interface Announcement {
  tone: Tone;
  /** One paragraph each: a result, then (sometimes) what it means for the user. */
  lines: string[];
}

/**
 * A polite live region that stays in the DOM (so screen readers already watch it when a
 * message arrives) and shows the latest announcement of its section.
 */
export function StatusMessage(props: { message: Announcement | null; id?: string }) {
  const { message } = props;
  return (
    <div
      role="status"
      aria-live="polite"
      id={props.id}
      class={`page-status${message ? ` page-status--${message.tone}` : ''}`}
    >
      {message?.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
