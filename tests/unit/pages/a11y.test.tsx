// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardPage } from '../../../entrypoints/card/CardPage';
import { OptionsPage } from '../../../entrypoints/options/OptionsPage';
import { PopupPage } from '../../../entrypoints/popup/PopupPage';
import { budget, claimed, fakeBackground, LEXICONS, settings, status } from './fake-background';

afterEach(cleanup);

// happy-dom does no layout: contrast is checked by eye in both schemes, not here.
const RULES = { rules: { 'color-contrast': { enabled: false } } };

async function violations(container: Element) {
  const result = await axe.run(container, RULES);
  return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

const background = () =>
  fakeBackground({
    'get-settings': () => ({ ok: true, settings: settings(), hasKey: true }),
    status: () => status(),
    'list-lexicons': () => ({ ok: true, data: LEXICONS, budget: budget() }),
    'card-claim': () => claimed('كتاب', 's'),
    lookup: () => ({
      ok: true,
      word: 'كتاب',
      matched: 'كتاب',
      strippedClitics: false,
      results: { pos: [] },
      refusedLexicons: [],
      budget: budget(),
    }),
  });

describe('axe finds nothing to fix', () => {
  it('on the options page', async () => {
    const { container } = render(
      <OptionsPage send={background().send} requestPermission={async () => true} />,
    );
    await screen.findByRole('checkbox', { name: LEXICONS[0]?.name ?? '' });
    expect(await violations(container)).toEqual([]);
  });

  it('on the popup', async () => {
    const { container } = render(
      <PopupPage send={background().send} getSelection={async () => null} openOptions={vi.fn()} />,
    );
    await screen.findByText('12 of 5,000 calls used');
    expect(await violations(container)).toEqual([]);
  });

  it('on the card', async () => {
    const { container } = render(
      <CardPage
        tickets={(onTicket) => {
          queueMicrotask(() => onTicket({ ticket: 't', port: null }));
          return () => {};
        }}
        send={background().send}
        openOptions={vi.fn()}
      />,
    );
    await screen.findByRole('tab', { name: 'Senses' });
    expect(await violations(container)).toEqual([]);
  });
});
