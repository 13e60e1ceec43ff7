/**
 * Message tables for the directions a zod-free context reads: the content script carries
 * no zod (its size is held by tests/e2e/content-script-size.spec.ts). A table names each
 * message kind once with a reader per field; both the message type (`MessageOf`) and its
 * guard (`messageGuard`) come from it, so a kind cannot be typed in one place and
 * forgotten in another. Free of imports: every context may bundle it.
 */

/**
 * Reads one field of a message: the value to keep, `undefined` to keep nothing (an optional
 * field that is absent), or null when the field makes the message invalid.
 */
export type Field<T> = (value: unknown) => T | null;
/** A message kind's fields, each with its reader. */
export type FieldReaders = Record<string, Field<unknown>>;
/** One entry per message kind of a direction, keyed by the message's `type`. */
export type MessageTable = Record<string, FieldReaders>;

type Read<F> = F extends Field<infer T> ? T : never;
type Flat<T> = { [K in keyof T]: T[K] };

/** What a kind's readers yield: a field whose reader may give `undefined` is optional. */
export type FieldsOf<S extends FieldReaders> = Flat<
  { [K in keyof S as undefined extends Read<S[K]> ? never : K]: Read<S[K]> } & {
    [K in keyof S as undefined extends Read<S[K]> ? K : never]?: Exclude<Read<S[K]>, undefined>;
  }
>;

/** Every message a table describes: `{ type }` and that kind's fields. */
export type MessageOf<T extends MessageTable> = {
  [K in keyof T & string]: Flat<{ type: K } & FieldsOf<T[K]>>;
}[keyof T & string];

/** The fields `readers` name, read from `value` (others dropped), or null when one is invalid. */
export function readFields<S extends FieldReaders>(
  readers: S,
  value: Record<string, unknown>,
  fields: Record<string, unknown> = {},
): FieldsOf<S> | null {
  for (const name in readers) {
    fields[name] = (readers[name] as Field<unknown>)(value[name]);
    if (fields[name] === null) return null;
  }
  return fields as FieldsOf<S>;
}

/** A guard for `table`'s messages: the message as the table reads it, or null. */
export function messageGuard<T extends MessageTable>(
  table: T,
): (value: unknown) => MessageOf<T> | null {
  return (value) => {
    // Anything but an object has no `type` (a message is cloned: no getters, no prototype).
    const type = (value as Loose)?.type;
    // Own kinds only: { type: 'toString' } names no message.
    if (typeof type !== 'string' || !Object.hasOwn(table, type)) return null;
    return readFields(table[type] as FieldReaders, value as Record<string, unknown>, {
      type,
    }) as MessageOf<T> | null;
  };
}

/** What arrived, read before it is known to be an object: `?.` on null or undefined. */
export type Loose = Record<string, unknown> | null | undefined;

// ── Field readers ─────────────────────────────────────────────────────────────────────

/** A non-empty string of at most 200 characters (a word, an instance id, a ticket). */
export const shortText: Field<string> = (value) =>
  typeof value === 'string' && value && value.length <= 200 ? value : null;

export const anyNumber: Field<number> = (value) => (typeof value === 'number' ? value : null);

/** A finite number (no coercion, unlike the global isFinite). */
export const finiteNumber: Field<number> = (value) =>
  Number.isFinite(value) ? (value as number) : null;

export const boolean: Field<boolean> = (value) => (typeof value === 'boolean' ? value : null);

/** A switch that is on only when it says `true`: missing or anything else is off. */
export const onlyWhenTrue: Field<boolean> = (value) => value === true;

/** An optional mark kept only when `true`. */
export const optionalTrue: Field<true | undefined> = (value) => (value === true ? true : undefined);
