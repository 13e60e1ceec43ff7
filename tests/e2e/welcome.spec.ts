import { expect, test } from './support/extension';

test('installing Lisan opens the welcome page: what it does, a real key link, settings, a word to try', async ({
  extension,
}) => {
  const welcome =
    extension.context.pages().find((page) => page.url() === extension.url('welcome.html')) ??
    (await extension.context.waitForEvent('page', {
      predicate: (page) => page.url() === extension.url('welcome.html'),
    }));
  await expect(welcome.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lisan');
  await expect(welcome.getByRole('link', { name: 'siwar.ksaa.gov.sa' })).toHaveAttribute(
    'href',
    'https://siwar.ksaa.gov.sa',
  );
  await expect(welcome.getByText(/Pin Lisan to the toolbar/)).toBeVisible();

  // No key yet: the try-it word says how to set one up; Settings opens the options page.
  await welcome.getByRole('button', { name: 'كتاب' }).click();
  await expect(welcome.getByRole('alert')).toContainText('Lisan needs an API key');
  const opened = extension.context.waitForEvent('page', {
    predicate: (page) => page.url() === extension.url('options.html'),
  });
  await welcome.getByRole('button', { name: 'Settings' }).click();
  await expect((await opened).getByLabel('API key')).toBeVisible();
});
