import { expect, test } from './support/extension';

test('the options About section opens the privacy policy and the notices shipped in the package', async ({
  extension,
}) => {
  const options = await extension.context.newPage();
  await options.goto(extension.url('options.html'));
  const about = options.getByRole('region', { name: 'About Lisan' });
  await expect(about).toContainText('Camel Morph MSA verb lexicon, CAMeL Lab, NYU Abu Dhabi');

  const policyOpened = extension.context.waitForEvent('page');
  await about.getByRole('link', { name: 'Privacy policy' }).click();
  const policy = await policyOpened;
  await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Lisan privacy policy');
  await expect(policy.getByRole('heading', { name: 'How to erase everything' })).toBeVisible();
  expect(policy.url()).toBe(extension.url('privacy.html?lang=en'));

  const noticesOpened = extension.context.waitForEvent('page');
  await about.getByRole('link', { name: /Licences and notices/ }).click();
  const notices = await noticesOpened;
  await expect(notices.locator('body')).toContainText('third-party notices');
  await expect(notices.locator('body')).toContainText('preact');
});
