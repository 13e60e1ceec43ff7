// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsView } from '../../../components/ResultsView';
import type { CandidateAnalysis } from '../../../lib/arabic/analysis';
import type { OperationResults } from '../../../lib/lookup/types';
import { fakeFetch, ok, RIYADH, visibleText } from './fixtures';

afterEach(cleanup);

/** What a screen reader says of `element`: the parts hidden from it left out. */
function heardText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '')
    .replace(/\s+/g, ' ')
    .replace(/ ([:،,])/g, '$1')
    .trim();
}

const KIBAR: OperationResults = {
  pos: [{ lemma: 'كِبَار', lexiconName: RIYADH, pos: 'اسم', senses: ['العظماء'] }],
};
const PLURAL_OF = (pos: 'noun' | 'adjective'): CandidateAnalysis => ({
  form: 'كبير',
  proclitics: [],
  enclitics: [],
  inflections: [{ kind: 'broken-plural' }],
  pos,
});

/** The "Also:" row of كبار's card, its readings as given. */
async function readingsRow(readings: CandidateAnalysis[], lang?: 'ar'): Promise<HTMLElement> {
  const fake = fakeFetch((word) => ok(word, KIBAR, { otherReadings: readings }));
  render(<ResultsView word="كبار" fetchTab={fake.fetchTab} {...(lang ? { lang } : {})} />);
  const label = await screen.findByText(lang === 'ar' ? 'وقد تكون:' : 'Also:');
  return label.closest('p') as HTMLElement;
}

describe('the analysis line read aloud', () => {
  it("joins the form and the analysis with the UI language's comma (Arabic: ،)", async () => {
    const analysis: CandidateAnalysis = {
      form: 'قال',
      proclitics: [],
      enclitics: [],
      inflections: [{ kind: 'verb', tense: 'past' }],
      pos: 'verb',
    };
    const fake = fakeFetch(() =>
      ok('قالت', KIBAR, { matched: 'قال', strippedClitics: false, analysis }),
    );
    render(<ResultsView word="قالت" fetchTab={fake.fetchTab} lang="ar" />);
    const line = await screen.findByText(
      (_, el) => el?.classList.contains('lisan-analysis') === true,
    );
    expect(heardText(line)).toBe('قالت: قال، فعل، ماضٍ');
  });
});

describe('reading links a reader can tell apart', () => {
  it('names the part of speech of two readings that would otherwise read alike', async () => {
    const row = await readingsRow([PLURAL_OF('noun'), PLURAL_OF('adjective')]);
    expect(visibleText(row)).toBe('Also: كبير · plural, noun; كبير · plural, adjective');
    expect(within(row).getAllByRole('button', { name: 'كبير' })).toHaveLength(2);
  });

  it('names it in Arabic in the Arabic UI', async () => {
    const row = await readingsRow([PLURAL_OF('noun'), PLURAL_OF('adjective')], 'ar');
    expect(visibleText(row)).toBe('وقد تكون: كبير · جمع تكسير، اسم؛ كبير · جمع تكسير، صفة');
  });

  it('offers a reading given twice once', async () => {
    const row = await readingsRow([PLURAL_OF('noun'), PLURAL_OF('noun')]);
    expect(visibleText(row)).toBe('Also: كبير · plural');
    expect(within(row).getAllByRole('button')).toHaveLength(1);
  });

  it('says "plural" once for a sound plural of a broken plural (رجالات → رجل)', async () => {
    const reading: CandidateAnalysis = {
      form: 'رجل',
      proclitics: [],
      enclitics: [],
      inflections: [{ kind: 'sound-plural' }, { kind: 'broken-plural' }],
      pos: 'noun',
    };
    expect(visibleText(await readingsRow([reading]))).toBe('Also: رجل · plural');
    cleanup();
    expect(visibleText(await readingsRow([reading], 'ar'))).toBe(
      'وقد تكون: رجل · جمع سالم، جمع تكسير',
    );
  });
});
