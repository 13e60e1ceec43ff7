// The singular of a common broken plural: the table of common plurals
// (tables/common-plurals.ts, how it was written in its header), read by the one table reader.
import { COMMON_PLURALS } from './tables/common-plurals';
import { type TableSpec, tableRow } from './tables/reader';

export const COMMON_PLURAL_TABLE: TableSpec<'plural' | 'plural-where-no-verb'> = {
  file: 'lib/arabic/tables/common-plurals.ts',
  text: COMMON_PLURALS,
  kinds: { plural: { value: true }, 'plural-where-no-verb': { value: true } },
};

/**
 * The singular of a common broken plural (strict key), if the table has it. `asNoun`: the
 * word cannot be a verb (it carries the article, a preposition or tanween), so a
 * "plural-where-no-verb" row (كتب) is the plural too.
 */
export function commonPluralSingular(plural: string, asNoun = false): string | undefined {
  const row = tableRow(COMMON_PLURAL_TABLE, plural);
  return row?.kind === 'plural' || (row && asNoun) ? row.value : undefined;
}
