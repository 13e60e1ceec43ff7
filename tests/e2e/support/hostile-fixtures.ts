import { expect, type Page } from '@playwright/test';
import { configureThroughOptions } from '../../../automation/options';
import { cardFrame } from '../../../automation/page-actions';
import {
  DEFAULT_KEYS,
  type SampleService,
  startSampleService,
} from '../../../sample-service/server';
import { test as base } from './extension';
import { CallLedger, HostilePage } from './hostile-page';

/**
 * The key the hostile suite configures. Distinctive, so that finding it anywhere the page
 * can read is a leak and not a coincidence; no other suite uses it.
 */
export const CANARY_KEY = 'canary-7f3a9c1e5b';

/** A lexicon the options page lists once the service has answered with the canary key. */
const LISTED_LEXICON = 'معجم الرياض للغة العربية المعاصرة';

export interface HostileSetup {
  hostile: HostilePage;
  page: Page;
  /** Calls since Lisan was configured: everything the page or the reader caused. */
  ledger: CallLedger;
}

/**
 * The extension fixtures of support/extension.ts, with this suite's own sample service
 * (the default keys plus the canary) and a `setup` fixture: Lisan configured with the
 * canary through its options page, and the hostile page open in a tab of its own.
 */
export const test = base.extend<{ setup: HostileSetup }, { service: SampleService }>({
  service: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const service = await startSampleService({
        port: 0,
        keys: [
          ...DEFAULT_KEYS,
          { key: CANARY_KEY, limit: 5000, status: 'active', privateLexicons: [] },
        ],
      });
      await use(service);
      await service.close();
    },
    { scope: 'worker' },
  ],
  setup: async ({ extension, service }, use) => {
    const options = await configureThroughOptions(extension.context, extension.id, {
      apiKey: CANARY_KEY,
      serviceUrl: service.baseUrl,
    });
    // The preferences' checkboxes satisfy configureThroughOptions before the lexicon list
    // has come back; the list's call must be in the log before the ledger starts.
    await expect(options.getByRole('checkbox', { name: LISTED_LEXICON })).toBeVisible();
    expect(service.calls().map((call) => call.key)).toEqual([CANARY_KEY]);
    await options.close();
    const ledger = new CallLedger(service);
    const page = await extension.context.newPage();
    const hostile = await HostilePage.open(page, service, extension.id);
    await use({ hostile, page, ledger });
  },
});

export { expect };

/** Waits until the open card has finished loading its selected tab. */
export async function expectTabLoaded(page: Page, tab: string): Promise<void> {
  const card = await cardFrame(page);
  await expect(card.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(card.locator('.lisan-status')).toBeEmpty();
  await expect(card.getByRole('tabpanel')).not.toBeEmpty();
}

/**
 * A trusted click at the viewport's bottom-right corner: Lisan keeps the card 8 px inside
 * the viewport (entrypoints/content/placement.ts), so this lands on the page, never on the card.
 */
export async function clickOutsideCard(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no viewport size');
  await page.mouse.click(viewport.width - 3, viewport.height - 3);
}
