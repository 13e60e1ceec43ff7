// The enrich step: what is said beside an answer, from what is cached or known; never a call.
import { describe, expect, it, vi } from 'vitest';
import type { ElementOf, OperationName } from '../../../../lib/api/operations';
import { OPERATIONS } from '../../../../lib/api/operations';
import type { CandidateAnalysis } from '../../../../lib/arabic/analysis';
import { enrich } from '../../../../lib/lookup/enrich';
import type { Resolution } from '../../../../lib/lookup/form-resolver';
import type { CallRequest, GuardedCall } from '../../../../lib/lookup/guarded-call';
import type { WordReadings } from '../../../../lib/lookup/word-readings';
import { lookupOf } from './support';

type Found = Extract<Resolution, { ok: true }>;

const reading = (form: string, inflections: CandidateAnalysis['inflections'] = []) => ({
  form,
  proclitics: [],
  enclitics: [],
  inflections,
});
const SHE_SAYS = reading('قال', [
  { kind: 'verb', tense: 'present', subject: { person: 3, number: 'singular' } },
]);

/** Answers `peek` from `cached` (operation → query → answer); a call would throw. */
function cachedCall(
  cached: Partial<Record<OperationName, Record<string, unknown[]>>>,
): GuardedCall {
  const call = () => {
    throw new Error('enrich must never call the service');
  };
  const peek = vi.fn(
    async <Op extends OperationName>(_: unknown, request: CallRequest<Op>) =>
      cached[request.operation]?.[request.query ?? ''] as ElementOf<Op>[] | undefined,
  );
  return Object.assign(call, { peek, store: vi.fn() }) as unknown as GuardedCall;
}

function knownReadings(overrides: Partial<WordReadings> = {}): WordReadings {
  const none = async () => undefined;
  return {
    candidates: async () => [],
    confirmedForms: async () => new Set(),
    lead: none,
    inContext: none,
    asWritten: none,
    otherVerbForm: none,
    otherReadings: async () => [],
    ...overrides,
  };
}

const found = (fields: Partial<Found>): Found => ({
  ok: true,
  matched: 'تقول',
  strippedClitics: false,
  entriesFound: true,
  results: {},
  privateRefused: false,
  ...fields,
});

const search = (...lemmas: string[]) =>
  lemmas.map((lemma) => OPERATIONS.search.element.parse({ lexiconName: 'معجم', lemma }));

describe('what is said beside an answer', () => {
  it('under the word’s own entry: its other readings, and search lemmas not among them', async () => {
    const otherReadings = vi.fn(async () => [SHE_SAYS]);
    const said = await enrich(
      lookupOf('تقول'),
      'senses',
      found({ results: { pos: [{ lemma: 'قَوْل' }] } as Found['results'] }),
      knownReadings({ otherReadings }),
      cachedCall({ search: { تقول: search('تقول', 'قال', 'قول') } }),
    );
    expect(said).toEqual({ otherReadings: [SHE_SAYS], seeAlso: ['قول'] });
    // Not offered again: the word, the form shown, and the lemmas the answer holds.
    expect(otherReadings).toHaveBeenCalledWith(new Set(['تقول', 'قول']), false);
  });

  it('under a lead’s answer: the word as written and the other verb of a form I / IV pair', async () => {
    const asWritten = reading('تقول');
    const other = { ...reading('أظهر'), pos: 'verb' as const };
    const said = await enrich(
      lookupOf('تقول'),
      'senses',
      found({ matched: 'قال', led: true, analysis: SHE_SAYS }),
      knownReadings({ asWritten: async () => asWritten, otherVerbForm: async () => other }),
      cachedCall({}),
    );
    expect(said).toEqual({ otherReadings: [asWritten, other] });
  });

  it('says nothing when nothing is known', async () => {
    const said = await enrich(
      lookupOf('كتاب'),
      'senses',
      found({ matched: 'كتاب' }),
      knownReadings(),
      cachedCall({}),
    );
    expect(said).toEqual({});
  });

  it('names the non-verb parts of speech on Forms only where no forms answer is cached', async () => {
    const pos = { قلم: [{ lemma: 'قلم', pos: 'اسم' }] };
    const forms = (cached: Parameters<typeof cachedCall>[0], tab: 'forms' | 'senses' = 'forms') =>
      enrich(lookupOf('قلم'), tab, found({ matched: 'قلم' }), knownReadings(), cachedCall(cached));
    expect(await forms({ pos })).toEqual({ nonVerbPos: ['اسم'] });
    expect(await forms({ pos }, 'senses')).toEqual({});
    // An empty forms answer is an answer: the service was asked, and said so.
    expect(await forms({ pos, conjugations: { قلم: [] } })).toEqual({});
    expect(await forms({ pos: { قلم: [{ lemma: 'قلم', pos: 'فعل' }] } })).toEqual({});
  });
});
