import { expect, test } from './support/extension';
import {
  apiCalls,
  lookUpInPopup,
  openCard,
  openPopup,
  panel,
  setUp,
} from './support/resilience-helpers';

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

test('a key limited to 3 calls: once spent, no view names a limit the service never gave', async ({
  extension,
  service,
}) => {
  // `limited` allows 3 calls and says only "max limit calls exceeded": no number.
  await setUp(extension, { apiKey: 'limited', serviceUrl: service.baseUrl });
  const popup = await openPopup(extension);
  // Each answer is awaited, as a reader would: a word typed while the results view is still
  // loading replaces the one before, which is then never asked (a flaky run spent 2 calls).
  await lookUpInPopup(popup, 'كتاب');
  await expect(panel(popup)).toContainText('كِتَاب');
  await lookUpInPopup(popup, 'قلم');
  await expect(panel(popup)).toContainText('قَلَم');
  await lookUpInPopup(popup, 'بيت');
  await expect(popup.getByRole('alert')).toContainText('This key has used its call limit');
  const page = await extension.context.newPage();
  await page.goto(`${service.origin}/pages/demo.html`);
  const card = await openCard(page, '#plain', 'بحر');
  await expect(card.getByRole('alert')).toContainText('limit');
  for (const [name, view] of [
    ['popup', popup],
    ['card', card],
  ] as const) {
    const text = await view.locator('body').evaluate((body) => body.textContent ?? '');
    expect(text, name).not.toMatch(/5,000|5000|٥٬?٠٠٠/);
    expect(text, name).toContain('3 calls used');
  }
});

test('the welcome page says how a key is obtained: a reviewed request, in English and Arabic', async ({
  extension,
}) => {
  const welcome = await extension.context.newPage();
  await welcome.goto(extension.url('welcome.html'));
  const step = welcome.getByRole('listitem').filter({ hasText: 'siwar.ksaa.gov.sa' });
  await expect(step).toContainText('Request an API key');
  await expect(step).toContainText('reviewed');
  await expect(welcome.locator('body')).not.toContainText(/free/i);

  const options = await extension.context.newPage();
  await options.goto(extension.url('options.html'));
  await options.getByLabel('Language of Lisan').selectOption('ar');
  await expect(options.locator('html')).toHaveAttribute('lang', 'ar');
  await welcome.reload();
  await expect(step).toContainText('اطلب مفتاحًا');
  await expect(step).toContainText('تُراجَع الطلبات');
  await expect(welcome.locator('body')).not.toContainText('مجاني');
});
