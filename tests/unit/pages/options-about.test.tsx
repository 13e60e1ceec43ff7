// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsPage } from '../../../entrypoints/options/OptionsPage';
import { fakeBackground, settings, status } from './fake-background';

afterEach(cleanup);

const packageVersion = JSON.parse(readFileSync('package.json', 'utf8')).version as string;

function renderOptions(uiLanguage: 'en' | 'ar') {
  const background = fakeBackground({
    'get-settings': () => ({ ok: true, settings: settings({ uiLanguage }), hasKey: false }),
    status: () => status({ hasKey: false, budget: null, uiLanguage }),
  });
  render(
    <OptionsPage
      send={background.send}
      requestPermission={async () => true}
      navigatorLanguage="en-US"
    />,
  );
}

describe('options page: About', () => {
  it('names the version, the licence, every data source with its attribution, and links to the notices and the privacy policy', async () => {
    renderOptions('en');
    const about = await screen.findByRole('region', { name: 'About Lisan' });
    const inAbout = within(about);
    expect(inAbout.getByText(`Version ${packageVersion}`)).toBeTruthy();
    expect(about.textContent).toContain('under the MIT licence');
    expect(about.textContent).toContain(
      'Camel Morph MSA verb lexicon, CAMeL Lab, NYU Abu Dhabi, CC BY 4.0',
    );
    expect(about.textContent).toContain('hunspell-ar (Ayaspell 3.2)');
    expect(about.textContent).toContain('MPL-1.1');
    expect(about.textContent).toContain('Noto Naskh Arabic');
    expect(about.textContent).toContain('OFL-1.1');
    const notices = inAbout.getByRole('link', { name: /Licences and notices/ });
    expect(notices.getAttribute('href')).toBe('/THIRD-PARTY-NOTICES.txt');
    const privacy = inAbout.getByRole('link', { name: 'Privacy policy' });
    expect(privacy.getAttribute('href')).toBe('/privacy.html?lang=en');
  });

  it('speaks Arabic in the Arabic UI and opens the Arabic policy, the attributions left as written', async () => {
    renderOptions('ar');
    const about = await screen.findByRole('region', { name: 'عن لسان' });
    expect(about.textContent).toContain(`الإصدار ${packageVersion}`);
    expect(about.textContent).toContain('CAMeL Lab, NYU Abu Dhabi');
    const privacy = within(about).getByRole('link', { name: 'سياسة الخصوصية' });
    expect(privacy.getAttribute('href')).toBe('/privacy.html?lang=ar');
  });
});
