import type { Page } from '@playwright/test';
import { test as base } from './extension';
import { openPage, setUp } from './flows-helpers';

export interface SamplePage {
  page: Page;
  /** The service's calls once the page is open: those before (the options page's) are not the page's. */
  callsBefore: number;
}

/**
 * The extension fixtures of support/extension.ts, with `samplePage`: Lisan set up as a
 * reader does (setUp), then the sample-service page named by the `samplePageName` option
 * (`test.use({ samplePageName: 'hostile-invisible' })`) open in a tab of its own.
 */
export const test = base.extend<{ samplePageName: string; samplePage: SamplePage }>({
  samplePageName: ['demo', { option: true }],
  samplePage: async ({ extension, service, samplePageName }, use) => {
    await setUp(extension, service);
    const page = await openPage(extension, service, samplePageName);
    await use({ page, callsBefore: service.calls().length });
  },
});

export { expect } from './extension';
