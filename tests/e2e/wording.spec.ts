import { expect, test } from './support/extension';
import { apiCalls, lookUpInPopup, openCard, openPopup } from './support/resilience-helpers';

/** The words a reader reads when something is missing, in the popup, card and options. */

test('with no key saved, popup and card ask to set one up (not "rejected"), calling nothing', async ({
  extension,
  service,
}) => {
  const popup = await openPopup(extension);
  await lookUpInPopup(popup, 'كتاب');
  const alert = popup.getByRole('alert');
  await expect(alert).toContainText('Lisan needs an API key from Siwar to look words up.');
  await expect(alert).not.toContainText('rejected');
  await expect(alert.getByRole('button', { name: 'Set up your API key' })).toBeVisible();

  const page = await extension.context.newPage();
  await page.goto(`${service.origin}/pages/demo.html`);
  const card = await openCard(page, '#plain', 'قلم');
  const opened = extension.context.waitForEvent('page', {
    predicate: (candidate) => candidate.url() === extension.url('options.html'),
  });
  await card.getByRole('button', { name: 'Set up your API key' }).click();
  await expect((await opened).getByLabel('API key')).toBeVisible();
  expect(apiCalls(service)).toEqual([]);
});

test('switching to Arabic re-words the status line shown, and the popup label is Arabic only', async ({
  extension,
}) => {
  const options = await extension.context.newPage();
  await options.goto(extension.url('options.html'));
  await options.getByRole('button', { name: 'Clear cache' }).click();
  await expect(options.getByText('The cache was cleared.')).toBeVisible();
  await options.getByLabel('Language of Lisan').selectOption('ar');
  await expect(options.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(options.getByText('مُسحت الذاكرة المؤقتة.')).toBeVisible();
  await expect(options.getByText('The cache was cleared.')).toHaveCount(0);

  const popup = await extension.context.newPage();
  await popup.goto(extension.url('popup.html'));
  await expect(
    popup.getByRole('searchbox', { name: 'كلمة عربية للبحث عنها', exact: true }),
  ).toBeVisible();
});
