import type { CallCounts, NoSearchCounts, SearchShapeCounts } from './calls';
import { ms, type Row } from './report';
import { ALL_TABS_WORD, NO_SEARCH_WORDS, NOUN_FORMS_WORD, PLAIN_WORD, RICH_WORD } from './words';

/** Issue 27's targets: service calls per kind of service, and nothing the reader did not ask. */
export const CALL_TARGETS = {
  richSearchAllTabs: 1,
  plainSearchAllTabs: 5,
  noSearchAllTabs: 7,
  nounFormsAfterSenses: 0,
} as const;

/** The call rows of the bench's table (`npm run bench`, or `npm run bench:calls` alone). */
export function callRows(
  calls: CallCounts,
  shapes: SearchShapeCounts,
  noSearch: NoSearchCounts,
): Row[] {
  const atMost = (value: number, target: number): Row['pass'] => value <= target;
  return [
    {
      metric: `Service calls: new word (${RICH_WORD}), all six tabs, rich search answer`,
      value: String(shapes.richWordAllTabs),
      target: `≤ ${CALL_TARGETS.richSearchAllTabs}`,
      pass: atMost(shapes.richWordAllTabs, CALL_TARGETS.richSearchAllTabs),
    },
    {
      metric: `Service calls: new word (${PLAIN_WORD}), all six tabs, plain search answer`,
      value: String(shapes.plainWordAllTabs),
      target: `≤ ${CALL_TARGETS.plainSearchAllTabs}`,
      pass: atMost(shapes.plainWordAllTabs, CALL_TARGETS.plainSearchAllTabs),
    },
    {
      metric: `Service calls: new word (${ALL_TABS_WORD}, a verb), all six tabs, rich and plain lexicons`,
      value: String(calls.newWordAllTabs),
      target: `≤ ${CALL_TARGETS.plainSearchAllTabs}`,
      pass: atMost(calls.newWordAllTabs, CALL_TARGETS.plainSearchAllTabs),
    },
    {
      metric: `Service calls without search: new word (${NO_SEARCH_WORDS[1]}), all six tabs`,
      value: `${noSearch.newWordAllTabs} (first word ever, refused search included: ${noSearch.firstWordAllTabs})`,
      target: `≤ ${CALL_TARGETS.noSearchAllTabs}`,
      pass: atMost(noSearch.newWordAllTabs, CALL_TARGETS.noSearchAllTabs),
    },
    {
      metric: `Service calls: a noun's Forms (${NOUN_FORMS_WORD}) after its Senses`,
      value: `${shapes.nounFormsAfterSenses} (shown: ${shapes.nounForms})`,
      target: String(CALL_TARGETS.nounFormsAfterSenses),
      pass: shapes.nounFormsAfterSenses === CALL_TARGETS.nounFormsAfterSenses,
    },
    {
      metric: `Recordings fetched: six tabs of ${RICH_WORD} / then Listen pressed twice`,
      value: `${shapes.recordingsWithoutListen} / ${shapes.recordingsAfterListenTwice}`,
      target: '0 / 1',
      pass: shapes.recordingsWithoutListen === 0 && shapes.recordingsAfterListenTwice === 1,
    },
    {
      metric: 'Service calls: same word again, all six tabs',
      value: String(calls.sameWordAllTabs),
      target: '0',
      pass: calls.sameWordAllTabs === 0,
    },
    {
      metric: `Service calls: ${calls.repeats} rapid cached lookups`,
      value: `${calls.cachedRepeats} (round trip median ${ms(calls.cachedRoundTrip.median)})`,
      target: '0',
      pass: calls.cachedRepeats === 0,
    },
  ];
}
