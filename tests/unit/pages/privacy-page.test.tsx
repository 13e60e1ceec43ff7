// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivacyPage } from '../../../entrypoints/privacy/PrivacyPage';
import { formatCount } from '../../../lib/i18n/i18n';
import { MAX_HISTORY } from '../../../lib/notebook/store';
import { parseBlocks } from '../../../lib/pages/markdown-blocks';
import { DEFAULT_SETTINGS } from '../../../lib/settings/schema';
import { fakeBackground, status } from './fake-background';

afterEach(cleanup);

function renderPolicy(askedLanguage: string | null, uiLanguage: 'en' | 'ar' = 'en') {
  const background = fakeBackground({ status: () => status({ uiLanguage }) });
  render(
    <PrivacyPage send={background.send} askedLanguage={askedLanguage} navigatorLanguage="en-US" />,
  );
}

/** The document's text with its Markdown marks and line breaks taken out. */
function plainText(path: string): string[] {
  return parseBlocks(readFileSync(path, 'utf8')).map((block) =>
    (block.kind === 'list' ? block.items.flat() : block.content)
      .map((part) => (part.kind === 'link' ? part.href : part.text))
      .join(''),
  );
}

describe('privacy page', () => {
  it('shows docs/privacy.md itself: every paragraph, heading and list of it', async () => {
    renderPolicy('en');
    await screen.findByRole('heading', { level: 1, name: 'Lisan privacy policy' });
    const page = document.body.textContent ?? '';
    for (const text of plainText('docs/privacy.md')) expect(page).toContain(text);
    expect(screen.getByRole('link', { name: 'https://siwar.ksaa.gov.sa' })).toBeTruthy();
    expect(page).toContain('The newest 10,000 words are kept');
    expect(document.title).toBe('Lisan privacy policy');
  });

  it('shows docs/privacy.ar.md, right to left, when asked for Arabic', async () => {
    renderPolicy('ar');
    await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية في لسان' });
    const page = document.body.textContent ?? '';
    for (const text of plainText('docs/privacy.ar.md')) expect(page).toContain(text);
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('follows the UI language setting when the address names none', async () => {
    renderPolicy(null, 'ar');
    await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية في لسان' });
  });
});

describe('the privacy policy’s figures', () => {
  it('are the code’s: the history kept and the answers’ default lifetime, in both languages', () => {
    for (const path of ['docs/privacy.md', 'docs/privacy.ar.md']) {
      const policy = readFileSync(path, 'utf8');
      expect(policy).toContain(formatCount(MAX_HISTORY));
      expect(policy).toContain(`(${DEFAULT_SETTINGS.cacheLifetimeDays} `);
    }
  });
});
