// @vitest-environment happy-dom
// Issue 9: under a lead's answer (تقول → قال) the word's own entry stays one link away.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsView } from '../../../components/ResultsView';
import type { CandidateAnalysis } from '../../../lib/arabic/analysis';
import type { OperationResults } from '../../../lib/lookup/types';
import { fakeFetch, ok, RIYADH, visibleText } from './fixtures';

afterEach(cleanup);

const QALA: OperationResults = {
  pos: [{ lemma: 'قَالَ', lexiconName: RIYADH, pos: 'فعل', senses: ['تكلّم'] }],
};
const TAQAWWALA: OperationResults = {
  pos: [{ lemma: 'تَقَوَّلَ', lexiconName: RIYADH, pos: 'فعل', senses: ['افترى'] }],
};
const LEAD: CandidateAnalysis = {
  form: 'قال',
  proclitics: [],
  enclitics: [],
  inflections: [
    {
      kind: 'verb',
      tense: 'present',
      subject: { person: 3, number: 'singular', gender: 'feminine' },
    },
  ],
  pos: 'verb',
};
const AS_WRITTEN: CandidateAnalysis = {
  form: 'تقول',
  proclitics: [],
  enclitics: [],
  inflections: [],
};

/** تقول as the engine answers it: led to قال, or its own entry when asked as written. */
function taqulService() {
  return fakeFetch((word, _tab, _call, asWritten) =>
    asWritten
      ? ok(word, TAQAWWALA)
      : ok(word, QALA, {
          matched: 'قال',
          strippedClitics: true,
          analysis: LEAD,
          otherReadings: [AS_WRITTEN],
        }),
  );
}

async function alsoRow(lang?: 'ar'): Promise<HTMLElement> {
  const label = await screen.findByText(lang === 'ar' ? 'وقد تكون:' : 'Also:');
  return label.closest('p') as HTMLElement;
}

describe('the word as written under a lead', () => {
  it('is labelled "as written", in English and in Arabic', async () => {
    render(<ResultsView word="تقول" fetchTab={taqulService().fetchTab} />);
    expect(visibleText(await alsoRow())).toBe('Also: تقول · as written');
    cleanup();
    render(<ResultsView word="تقول" fetchTab={taqulService().fetchTab} lang="ar" />);
    expect(visibleText(await alsoRow('ar'))).toBe('وقد تكون: تقول · كما كُتبت');
  });

  it('looks up the own entry when followed, and Back returns to the lead without a call', async () => {
    const service = taqulService();
    render(<ResultsView word="تقول" fetchTab={service.fetchTab} />);
    fireEvent.click(within(await alsoRow()).getByRole('button', { name: 'تقول' }));
    expect(await screen.findByText('افترى')).toBeTruthy();
    expect(service.calls).toEqual([
      { word: 'تقول', tab: 'senses' },
      { word: 'تقول', tab: 'senses', asWritten: true },
    ]);

    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByText('تكلّم')).toBeTruthy();
    expect(screen.queryByText('افترى')).toBeNull();
    expect(service.calls).toHaveLength(2);
  });
});
