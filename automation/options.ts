import { type BrowserContext, expect, type Page } from '@playwright/test';

export interface OptionsInput {
  apiKey: string;
  serviceUrl: string;
  /** Lexicon names to tick after saving; none means all public lexicons. */
  lexicons?: string[];
}

/**
 * Configures Lisan through its options page as a person would: fill "API key" and
 * "Service URL", press "Save", wait for the lexicon list, tick lexicons.
 */
export async function configureThroughOptions(
  context: BrowserContext,
  extensionId: string,
  input: OptionsInput,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await page.getByLabel('API key', { exact: false }).first().fill(input.apiKey);
  await page.getByLabel('Service URL').fill(input.serviceUrl);
  await page.getByRole('button', { name: 'Save' }).click();
  // The lexicon list, not just any checkbox: the preferences' checkboxes are there at once.
  await expect(
    page.getByRole('region', { name: 'Lexicons' }).getByRole('checkbox').first(),
  ).toBeVisible();
  for (const name of input.lexicons ?? []) {
    const box = page.getByRole('checkbox', { name, exact: true });
    await box.check();
    await expect(box).toBeChecked();
  }
  return page;
}
