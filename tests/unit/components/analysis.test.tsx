// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsView } from '../../../components/ResultsView';
import type { CandidateAnalysis } from '../../../lib/arabic/analysis';
import type { OperationResults } from '../../../lib/lookup/types';
import { tabLookupResponse } from '../../../lib/messages/responses';
import { EMPTY, fakeFetch, KITAB, ok, RIYADH, visibleText } from './fixtures';

afterEach(cleanup);

/** What the analyser returns for قالت and الملاعب (lib/arabic/analysis.ts). */
const QALAT_VERB = {
  kind: 'verb',
  tense: 'past',
  subject: { person: 3, gender: 'feminine', number: 'singular' },
} as const;
const QALAT: CandidateAnalysis = {
  form: 'قال',
  proclitics: [],
  enclitics: [],
  inflections: [QALAT_VERB],
  pos: 'verb',
};
const MALAAIB: CandidateAnalysis = {
  form: 'ملعب',
  proclitics: ['ال'],
  enclitics: [],
  inflections: [{ kind: 'broken-plural' }],
  pos: 'noun',
};

const QAL_SENSES: OperationResults = {
  pos: [{ lemma: 'قَالَ', lexiconName: RIYADH, pos: 'فعل', senses: ['نطق بكلام'] }],
};
const MALAB_SENSES: OperationResults = {
  pos: [{ lemma: 'مَلْعَب', lexiconName: RIYADH, pos: 'اسم', senses: ['مكان اللعب'] }],
};

const notice = () =>
  screen.findByText((_, element) => element?.classList.contains('lisan-analysis') === true);

describe('the analysis named', () => {
  it('names a conjugated verb: "قالت → قال · verb, past, she", both words visible', async () => {
    const fake = fakeFetch(() =>
      ok('قالت', QAL_SENSES, { matched: 'قال', strippedClitics: false, analysis: QALAT }),
    );
    render(<ResultsView word="قالت" fetchTab={fake.fetchTab} />);
    const line = await notice();
    expect(visibleText(line)).toBe('قالت → قال · verb, past, she');
    expect(line.querySelector('[aria-hidden="true"]')?.textContent).toBe('→');
    for (const word of line.querySelectorAll('bdi')) expect(word.getAttribute('lang')).toBe('ar');
    // The heading stays the word the reader asked for.
    expect(shownWord()).toBe('قالت');
  });

  it('names a broken plural: "الملاعب → ملعب · plural"', async () => {
    const fake = fakeFetch(() =>
      ok('الملاعب', MALAB_SENSES, { matched: 'ملعب', strippedClitics: true, analysis: MALAAIB }),
    );
    render(<ResultsView word="الملاعب" fetchTab={fake.fetchTab} />);
    const line = await notice();
    expect(visibleText(line)).toBe('الملاعب → ملعب · plural');
  });

  it('names them in Arabic in the Arabic UI, the arrow pointing right to left', async () => {
    const fake = fakeFetch((word) =>
      word === 'قالت'
        ? ok('قالت', QAL_SENSES, { matched: 'قال', strippedClitics: false, analysis: QALAT })
        : ok(word, MALAB_SENSES, { matched: 'ملعب', strippedClitics: true, analysis: MALAAIB }),
    );
    const { rerender } = render(<ResultsView word="قالت" fetchTab={fake.fetchTab} lang="ar" />);
    expect(visibleText(await notice())).toBe('قالت ← قال · فعل، ماضٍ، هي');
    rerender(<ResultsView word="الملاعب" fetchTab={fake.fetchTab} lang="ar" />);
    await waitFor(async () =>
      expect(visibleText(await notice())).toBe('الملاعب ← ملعب · جمع تكسير'),
    );
  });

  it('names a restored ي, in both languages: "قاضٍ → قاضي · final ي dropped"', async () => {
    const analysis: CandidateAnalysis = {
      form: 'قاضي',
      proclitics: [],
      enclitics: [],
      inflections: [{ kind: 'defective' }],
      pos: 'noun',
    };
    const senses: OperationResults = {
      pos: [{ lemma: 'قَاضِي', lexiconName: RIYADH, pos: 'اسم', senses: ['من يحكم بين الناس'] }],
    };
    const response = ok('قاضٍ', senses, { matched: 'قاضي', strippedClitics: false, analysis });
    expect(tabLookupResponse.parse(response)).toMatchObject({ analysis });
    const fake = fakeFetch(() => response);
    const { rerender } = render(<ResultsView word="قاضٍ" fetchTab={fake.fetchTab} />);
    expect(visibleText(await notice())).toBe('قاضٍ → قاضي · final ي dropped');
    rerender(<ResultsView word="قاضٍ" fetchTab={fake.fetchTab} lang="ar" />);
    await waitFor(async () => expect(visibleText(await notice())).toBe('قاضٍ ← قاضي · اسم منقوص'));
  });

  it('names a spelling set right, in both languages: "اخذتها → أخذ · standard spelling, …"', async () => {
    const analysis: CandidateAnalysis = {
      form: 'أخذ',
      proclitics: [],
      enclitics: ['ها'],
      inflections: [
        { kind: 'spelling' },
        {
          kind: 'verb',
          tense: 'past',
          subject: { person: 3, gender: 'feminine', number: 'singular' },
        },
      ],
      pos: 'verb',
    };
    const senses: OperationResults = {
      pos: [{ lemma: 'أَخَذَ', lexiconName: RIYADH, pos: 'فعل', senses: ['تناول الشيء'] }],
    };
    const response = ok('اخذتها', senses, { matched: 'أخذ', strippedClitics: true, analysis });
    expect(tabLookupResponse.parse(response)).toMatchObject({ analysis });
    const fake = fakeFetch(() => response);
    const { rerender } = render(<ResultsView word="اخذتها" fetchTab={fake.fetchTab} />);
    expect(visibleText(await notice())).toBe('اخذتها → أخذ · standard spelling, verb, past, she');
    rerender(<ResultsView word="اخذتها" fetchTab={fake.fetchTab} lang="ar" />);
    await waitFor(async () =>
      expect(visibleText(await notice())).toBe('اخذتها ← أخذ · بالإملاء القياسي، فعل، ماضٍ، هي'),
    );
  });

  it('words a clitic-only analysis as before: "Showing كتاب for والكتاب"', async () => {
    const analysis: CandidateAnalysis = {
      form: 'كتاب',
      proclitics: ['و', 'ال'],
      enclitics: [],
      inflections: [],
    };
    const fake = fakeFetch(() =>
      ok('والكتاب', KITAB.senses, { matched: 'كتاب', strippedClitics: true, analysis }),
    );
    render(<ResultsView word="والكتاب" fetchTab={fake.fetchTab} />);
    const line = await screen.findByText(
      (_, element) => element?.classList.contains('lisan-notice') === true,
    );
    expect(line.textContent).toBe('Showing كتاب for والكتاب');
    expect(document.querySelector('.lisan-analysis')).toBeNull();
  });

  it('carries the analysis, untried forms and see-also through the response schema', () => {
    const response = ok('قالت', QAL_SENSES, {
      matched: 'قال',
      analysis: QALAT,
      untried: ['قالة'],
      seeAlso: ['قول'],
    });
    const parsed = tabLookupResponse.parse(response);
    expect(parsed).toMatchObject({ analysis: QALAT, untried: ['قالة'], seeAlso: ['قول'] });
    // A broken analysis is dropped, not the answer with it.
    const broken = tabLookupResponse.parse({ ...response, analysis: { form: 7 } });
    expect(broken.ok && broken.analysis).toBeUndefined();
    expect(broken.ok && broken.results.pos?.[0]?.lemma).toBe('قَالَ');
  });
});

describe('nothing found', () => {
  const nothing = () =>
    fakeFetch((word) =>
      word === 'خاصه'
        ? ok('خاصه', EMPTY.senses, { untried: ['خاص', 'خاصة'] })
        : ok(word, KITAB.senses),
    );

  it('offers the untried forms as links named by the form, fetching only when clicked', async () => {
    const fake = nothing();
    render(<ResultsView word="خاصه" fetchTab={fake.fetchTab} />);
    const panel = await screen.findByRole('tabpanel', { name: 'Senses' });
    await within(panel).findByText('Try:');
    const links = within(panel).getAllByRole('button', { name: /^خاص/ });
    expect(links.map((link) => link.textContent)).toEqual(['خاص', 'خاصة']);
    expect(fake.calls).toEqual([{ word: 'خاصه', tab: 'senses' }]);

    await expectLookedUpInPlace(within(panel).getByRole('button', { name: 'خاصة' }), fake, 'خاصه');
  });

  it('looks a word corrected by hand up in place on Enter, with Back to the first', async () => {
    const fake = nothing();
    render(<ResultsView word="خاصه" fetchTab={fake.fetchTab} />);
    const field = await screen.findByRole('textbox', { name: 'Correct the word' });
    expect((field as HTMLInputElement).value).toBe('خاصه');
    fireEvent.input(field, { target: { value: ' خاصة ' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await waitFor(() => expect(shownWord()).toBe('خاصة'));
    expect(fake.calls.at(-1)).toEqual({ word: 'خاصة', tab: 'senses' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(shownWord()).toBe('خاصه'));
  });

  it('says it in Arabic in the Arabic UI', async () => {
    render(<ResultsView word="خاصه" fetchTab={nothing().fetchTab} lang="ar" />);
    expect(await screen.findByText('جرّب:')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'صحّح الكلمة' })).toBeTruthy();
  });

  it('offers no correction field when the word was found', async () => {
    render(<ResultsView word="كتاب" fetchTab={fakeFetch().fetchTab} />);
    await screen.findByText('رسالة');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('other readings of a word with its own entry', () => {
  /** تقول has its own entry (تقوّل, "to fabricate"); in a text it is mostly قال's "she says". */
  const SHE_SAYS: CandidateAnalysis = {
    ...QALAT,
    inflections: [{ ...QALAT_VERB, tense: 'present' }],
  };
  const TAQAWWALA: OperationResults = {
    pos: [{ lemma: 'تَقَوَّلَ', lexiconName: RIYADH, pos: 'فعل', senses: ['افترى'] }],
  };
  const ownEntry = () =>
    fakeFetch((word) =>
      word === 'تقول'
        ? ok('تقول', TAQAWWALA, { otherReadings: [SHE_SAYS, { ...SHE_SAYS, form: 'قول' }] })
        : ok(word, QAL_SENSES),
    );
  const readingsRow = async () => (await screen.findByText('Also:')).closest('p') as HTMLElement;

  it('offers them as links named with the analysis, fetching only when clicked', async () => {
    const fake = ownEntry();
    render(<ResultsView word="تقول" fetchTab={fake.fetchTab} />);
    const row = await readingsRow();
    expect(visibleText(row)).toBe('Also: قال · verb, present, she; قول · verb, present, she');
    // The entry itself is shown as the word, with no analysis claimed for it.
    expect(
      screen.queryByText((_, el) => el?.classList.contains('lisan-analysis') === true),
    ).toBeNull();
    expect(fake.calls).toEqual([{ word: 'تقول', tab: 'senses' }]);

    await expectLookedUpInPlace(within(row).getByRole('button', { name: 'قال' }), fake, 'تقول');
  });

  it('says it in Arabic in the Arabic UI', async () => {
    render(<ResultsView word="تقول" fetchTab={ownEntry().fetchTab} lang="ar" />);
    const row = (await screen.findByText('وقد تكون:')).closest('p') as HTMLElement;
    expect(visibleText(row)).toBe('وقد تكون: قال · فعل، مضارع، هي؛ قول · فعل، مضارع، هي');
  });

  it('carries them through the response schema, and drops a malformed one', () => {
    const good = tabLookupResponse.parse(ok('تقول', TAQAWWALA, { otherReadings: [SHE_SAYS] }));
    expect(good.ok && good.otherReadings).toEqual([SHE_SAYS]);
    const bad = tabLookupResponse.parse({
      ...ok('تقول', TAQAWWALA),
      otherReadings: [{ form: '<img src=x>', proclitics: [] }],
    });
    expect(bad.ok && bad.otherReadings).toBeUndefined();
    expect(bad.ok && bad.results.pos?.[0]?.lemma).toBe('تَقَوَّلَ');
  });
});

/** Forms of كتاب answered without a call, as for a known non-verb whose forms nothing holds. */
const nonVerbForms = () =>
  fakeFetch((word, tab) =>
    tab === 'forms'
      ? ok(word, { conjugations: [] }, { nonVerbPos: ['اسم'] })
      : ok(word, KITAB[tab]),
  );

describe('see also and forms', () => {
  it('offers the other lemmas search returned as links', async () => {
    const fake = fakeFetch((word) => ok(word, KITAB.senses, { seeAlso: ['كتب', 'مكتبة'] }));
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    await screen.findByText('See also:');
    fireEvent.click(screen.getByRole('button', { name: 'مكتبة' }));
    await waitFor(() => expect(shownWord()).toBe('مكتبة'));
  });

  it('says a noun has no conjugated forms instead of "none recorded"', async () => {
    const fake = nonVerbForms();
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Forms' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Forms' });
    expect((await within(panel).findByText(/none were asked/)).textContent).toBe(
      'كتاب is recorded as اسم, and no answer so far holds its forms: the lexicons list forms mostly for verbs, so none were asked.',
    );
  });

  it('asks the service for a non-verb’s forms when the reader presses the button, once', async () => {
    const fake = nonVerbForms();
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Forms' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Forms' });
    const ask = await within(panel).findByRole('button', { name: 'Ask the service (1 call)' });
    expect(fake.calls).toEqual([
      { word: 'كتاب', tab: 'senses' },
      { word: 'كتاب', tab: 'forms' },
    ]);
    fireEvent.click(ask);
    await waitFor(() =>
      expect(fake.calls.at(-1)).toEqual({ word: 'كتاب', tab: 'forms', askService: true }),
    );
    expect(fake.calls).toHaveLength(3);
  });

  it('says it in Arabic in the Arabic UI', async () => {
    const fake = nonVerbForms();
    render(<ResultsView word="كتاب" fetchTab={fake.fetchTab} lang="ar" />);
    fireEvent.click(await screen.findByRole('tab', { name: 'الصيغ' }));
    const panel = await screen.findByRole('tabpanel', { name: 'الصيغ' });
    expect((await within(panel).findByText(/فلم نسأل عنها/)).textContent).toBe(
      '«كتاب» مسجّلة اسم، ولا يحمل صيغها أيّ رد حتى الآن: تسجّل المعاجم الصيغ للأفعال غالبًا، فلم نسأل عنها.',
    );
    expect(within(panel).getByRole('button', { name: 'اسأل الخدمة (استدعاء واحد)' })).toBeTruthy();
  });
});

/** Clicking `link` looks its word up in place (one call), and Back returns to `from`. */
async function expectLookedUpInPlace(
  link: HTMLElement,
  fake: ReturnType<typeof fakeFetch>,
  from: string,
): Promise<void> {
  const word = link.textContent;
  fireEvent.click(link);
  await waitFor(() => expect(shownWord()).toBe(word));
  expect(fake.calls.at(-1)).toEqual({ word, tab: 'senses' });
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(shownWord()).toBe(from));
}

/** The word the results view shows as its heading. */
function shownWord(): string | null | undefined {
  return document.querySelector('h2.lisan-word')?.textContent;
}
