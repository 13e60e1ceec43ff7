// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsView } from '../../../components/ResultsView';
import type { ResultTab } from '../../../lib/lookup/types';
import { budget, failure, fakeFetch, KITAB, ok } from './fixtures';

afterEach(cleanup);

const ARABIC = /[\u0600-\u06FF]/;
const TABS: ResultTab[] = ['senses', 'examples', 'root', 'pattern', 'forms', 'related'];

async function axeViolations(container: Element) {
  // happy-dom has no layout, so colour contrast is left to the browser e2e run.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

/** Every text node holding Arabic sits inside lang="ar" and dir="rtl" (nearest of each). */
function misdirectedArabic(container: Element): string[] {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const wrong: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!ARABIC.test(text) || !parent) continue;
    const lang = parent.closest('[lang]')?.getAttribute('lang');
    const dir = parent.closest('[dir]')?.getAttribute('dir');
    if (lang !== 'ar' || dir !== 'rtl') wrong.push(text);
  }
  return wrong;
}

describe('accessibility', () => {
  it('runs axe for real under happy-dom (it catches a nameless button)', async () => {
    const { container } = render(
      <div>
        <button type="button" />
      </div>,
    );
    expect(await axeViolations(container)).toContain(
      'button-name: Buttons must have discernible text',
    );
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`has no axe violations on any tab (${lang} UI), Arabic always marked`, async () => {
      const fake = fakeFetch((word, tab) =>
        ok(word, KITAB[tab], {
          refusedLexicons: ['معجمي الخاص'],
          strippedClitics: true,
          matched: 'كتاب',
          budget: budget(4100, { warning: 'eighty' }),
        }),
      );
      const { container } = render(
        <ResultsView
          word="والكتاب"
          fetchTab={fake.fetchTab}
          lang={lang}
          onOpenOptions={() => {}}
        />,
      );
      await screen.findAllByRole('article');
      for (const [index, tab] of screen.getAllByRole('tab').entries()) {
        fireEvent.click(tab);
        await waitFor(() => expect(container.querySelector('.lisan-skeleton')).toBeNull());
        expect(container.querySelector('.lisan-entry'), TABS[index]).not.toBeNull();
        expect(await axeViolations(container), TABS[index]).toEqual([]);
        expect(misdirectedArabic(container), TABS[index]).toEqual([]);
      }
    });
  }

  it('has no axe violations in loading and error states', async () => {
    const fake = fakeFetch((_word, tab) =>
      tab === 'senses' ? failure('key-rejected') : new Promise(() => {}),
    );
    const { container } = render(
      <ResultsView word="كتاب" fetchTab={fake.fetchTab} onOpenOptions={() => {}} />,
    );
    await screen.findByRole('alert');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'Examples' }));
    await waitFor(() => expect(document.querySelector('.lisan-skeleton')).not.toBeNull());
    expect(await axeViolations(container)).toEqual([]);
  });
});
