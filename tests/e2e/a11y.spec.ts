import { configureThroughOptions } from '../../automation/options';
import { cardFrame, dblclickWord } from '../../automation/page-actions';
import { axeViolations } from './support/axe';
import { expect, test } from './support/extension';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`options, popup and card have no axe violations (${colorScheme})`, async ({
    extension,
    service,
  }) => {
    const options = await configureThroughOptions(extension.context, extension.id, {
      apiKey: 'demo',
      serviceUrl: service.baseUrl,
    });
    await options.emulateMedia({ colorScheme });
    expect(await axeViolations(options)).toEqual([]);

    const popup = await extension.context.newPage();
    await popup.emulateMedia({ colorScheme });
    await popup.setViewportSize({ width: 380, height: 560 });
    await popup.goto(extension.url('popup.html'));
    await popup.getByRole('searchbox', { name: /word/i }).fill('كتاب');
    await popup.keyboard.press('Enter');
    await expect(popup.getByRole('tabpanel')).toContainText('كِتَاب');
    expect(await axeViolations(popup)).toEqual([]);

    const page = await extension.context.newPage();
    await page.emulateMedia({ colorScheme });
    await page.goto(`${service.origin}/pages/demo.html`);
    await dblclickWord(page, '#plain', 'قلم');
    await expect((await cardFrame(page)).getByRole('tabpanel')).toContainText('قَلَم');
    const card = page.frames().find((frame) => frame.url().includes('/card.html'));
    if (!card) throw new Error('the card frame is not in the page');
    expect(await axeViolations(card)).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the welcome page, and the options page in the other theme, have no axe violations (${colorScheme})`, async ({
    extension,
    service,
  }) => {
    const options = await configureThroughOptions(extension.context, extension.id, {
      apiKey: 'demo',
      serviceUrl: service.baseUrl,
    });
    await options.emulateMedia({ colorScheme });
    // The reader's theme choice overrides the system's.
    const other = colorScheme === 'light' ? 'Dark' : 'Light';
    await options.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: other }).check();
    await expect(options.locator('html')).toHaveAttribute('data-theme', other.toLowerCase());
    expect(await axeViolations(options)).toEqual([]);

    const welcome = await extension.context.newPage();
    await welcome.emulateMedia({ colorScheme });
    await welcome.goto(extension.url('welcome.html'));
    await expect(welcome.locator('html')).toHaveAttribute('data-theme', other.toLowerCase());
    await welcome.getByRole('button', { name: 'كتاب' }).click();
    await expect(welcome.getByRole('tabpanel')).toContainText('كِتَاب');
    expect(await axeViolations(welcome)).toEqual([]);
  });
}
