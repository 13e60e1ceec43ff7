import { test as base } from '@playwright/test';
import { type ExtensionHandle, launchWithExtension } from '../../../automation/extension';
import { type SampleService, startSampleService } from '../../../sample-service/server';

interface WorkerFixtures {
  service: SampleService;
}
interface TestFixtures {
  extension: ExtensionHandle;
}

/** One sample service per Playwright worker (reset before each test), one browser per test. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  service: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const service = await startSampleService({ port: 0 });
      await use(service);
      await service.close();
    },
    { scope: 'worker' },
  ],
  extension: async ({ service }, use) => {
    service.reset();
    const extension = await launchWithExtension();
    await use(extension);
    await extension.close();
  },
});

export { expect } from '@playwright/test';
