import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseBackgroundMessage,
  parsePageConfig,
  parsePortMessage,
} from '../../../entrypoints/content/guards';
import { CARD_RESPONSES } from '../../../lib/messages/card-protocol';
import { CONTENT_MESSAGES, type ContentMessage } from '../../../lib/messages/content-protocol';
import {
  CARD_PORT_MESSAGES,
  type CardPortMessage,
  PARENT_PORT_MESSAGES,
  type ParentPortMessage,
  parentPortMessage,
  portWord,
} from '../../../lib/messages/port-protocol';
import { BACKGROUND_MESSAGES, wordSchema } from '../../../lib/messages/protocol';
import { pageConfigResponse } from '../../../lib/messages/responses';

// Every direction of messaging has one table: each kind named once, with what it carries.
// The examples below are typed by the tables, so a kind added to a table does not compile
// here until it has one, and each direction's guard is the table's own.

const TO_CONTENT: { [K in ContentMessage['type']]: Extract<ContentMessage, { type: K }> } = {
  'lookup-selection': { type: 'lookup-selection' },
  'open-card': { type: 'open-card', word: 'كتاب' },
  'get-selection': { type: 'get-selection' },
  'close-card': { type: 'close-card', keep: '123-456' },
  'page-config': {
    type: 'page-config',
    doubleClick: false,
    selectionButton: true,
    uiLanguage: 'ar',
    keepHistory: true,
  },
};
const TO_CARD: { [K in ParentPortMessage['type']]: Extract<ParentPortMessage, { type: K }> } = {
  show: { type: 'show', word: 'كتاب', early: true },
  hide: { type: 'hide' },
  visible: { type: 'visible', asked: 2, visible: true },
};
const FROM_CARD: { [K in CardPortMessage['type']]: Extract<CardPortMessage, { type: K }> } = {
  bound: { type: 'bound' },
  expired: { type: 'expired' },
  close: { type: 'close' },
  size: { type: 'size', height: 240 },
  'check-visible': { type: 'check-visible', asked: 3 },
};

const DIRECTIONS = [
  {
    name: 'background → content script',
    table: CONTENT_MESSAGES,
    guard: parseBackgroundMessage,
    examples: TO_CONTENT,
  },
  {
    name: 'content script → card',
    table: PARENT_PORT_MESSAGES,
    guard: parentPortMessage,
    examples: TO_CARD,
  },
  {
    name: 'card → content script',
    table: CARD_PORT_MESSAGES,
    guard: parsePortMessage,
    examples: FROM_CARD,
  },
];

/** How many times each key of the object literal `name` is written in `file`'s source. */
function keyCounts(file: string, name: string): Map<string, number> {
  const source = readFileSync(join(__dirname, '../../../lib/messages', file), 'utf8');
  const start = source.indexOf(`export const ${name} = `);
  if (start < 0) throw new Error(`${name} is not in ${file}`);
  const literal = source.slice(start, source.indexOf('\n}', start));
  const counts = new Map<string, number>();
  // A key at the literal's first level: two spaces, the key (quoted or not), a colon.
  for (const [, key] of literal.matchAll(/^ {2}'?([a-z-]+)'?:/gmu)) {
    counts.set(key ?? '', (counts.get(key ?? '') ?? 0) + 1);
  }
  return counts;
}

describe('message tables', () => {
  it.each([
    ['protocol.ts', 'BACKGROUND_MESSAGES', Object.keys(BACKGROUND_MESSAGES)],
    ['card-protocol.ts', 'CARD_RESPONSES', Object.keys(CARD_RESPONSES)],
    ['content-protocol.ts', 'CONTENT_MESSAGES', Object.keys(CONTENT_MESSAGES)],
    ['port-protocol.ts', 'PARENT_PORT_MESSAGES', Object.keys(PARENT_PORT_MESSAGES)],
    ['port-protocol.ts', 'CARD_PORT_MESSAGES', Object.keys(CARD_PORT_MESSAGES)],
  ])('%s lists each kind of %s exactly once', (file, name, kinds) => {
    const counts = keyCounts(file, name);
    expect([...counts.keys()].sort()).toEqual([...kinds].sort());
    expect([...counts].filter(([, count]) => count !== 1)).toEqual([]);
  });

  it.each(DIRECTIONS)(
    '$name: every kind of the table, and only those, passes its guard',
    ({ table, guard, examples }) => {
      expect(Object.keys(examples).sort()).toEqual(Object.keys(table).sort());
      for (const message of Object.values(examples)) {
        expect(guard(message)).toEqual(message);
        // Fields the table does not name are dropped.
        expect(guard({ ...message, extra: 'x' })).toEqual(message);
      }
      for (const bad of [null, undefined, 'hide', 7, { type: 'toString' }, { type: ['hide'] }]) {
        expect(guard(bad)).toBeNull();
      }
    },
  );

  it('no kind meant for one receiver passes another direction’s guard', () => {
    for (const direction of DIRECTIONS) {
      for (const other of DIRECTIONS) {
        if (other === direction) continue;
        for (const [kind, message] of Object.entries(other.examples)) {
          if (kind in direction.table) continue;
          expect(direction.guard(message), `${kind} in ${direction.name}`).toBeNull();
        }
      }
    }
    // Nor a message to the background (the content script's guard, which zod used to describe).
    expect(parseBackgroundMessage({ type: 'card-ticket', word: 'x' })).toBeNull();
  });

  it('reads a word from the port exactly as the background’s word schema does', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 110 }), fc.constantFrom(' كتاب ', '\t\n', '')),
        (text) => {
          const parsed = wordSchema.safeParse(text);
          expect(portWord(text)).toBe(parsed.success ? parsed.data : null);
        },
      ),
    );
  });

  it('checks the page-config answer with the fields the content script reads', () => {
    const { type: _type, ...config } = TO_CONTENT['page-config'];
    const answer = { ok: true, ...config };
    expect(parsePageConfig(answer)).toEqual(config);
    expect(pageConfigResponse.safeParse(answer).success).toBe(true);
    for (const bad of [
      { ...answer, ok: false },
      { ...answer, doubleClick: 'yes' },
      { ...answer, uiLanguage: 'fr' },
    ]) {
      expect(parsePageConfig(bad)).toBeNull();
      expect(pageConfigResponse.safeParse(bad).success).toBe(false);
    }
  });
});
