import type { BrowserContext } from '@playwright/test';
import { median, round } from './stats';

/**
 * What the content script adds to the main thread of a page load.
 *
 * Method: the same page is loaded N times in two browsers that differ only in the
 * extension (launchWithExtension vs launchPlain), alternating between them so drift
 * (thermal, other processes) hits both alike. Each load is a fresh tab. Around the
 * navigation we read CDP Performance.getMetrics with timeDomain "threadTicks": TaskDuration
 * is the CPU time of every task on the page's main thread, ScriptDuration the part spent
 * running JavaScript, the content script's isolated world included (it runs in all frames
 * of the page, the demo page's iframe too). The load counts as finished at the load event
 * plus a requestIdleCallback, by which time the content script has run at document_end and
 * had its settings answer. The reported cost is median(with) − median(without).
 */
export interface PageLoadCost {
  loads: number;
  withExtension: { taskMs: number; scriptMs: number };
  withoutExtension: { taskMs: number; scriptMs: number };
  addedTaskMs: number;
  addedScriptMs: number;
}

interface LoadSample {
  taskMs: number;
  scriptMs: number;
}

export async function measurePageLoadCost(
  withExtension: BrowserContext,
  withoutExtension: BrowserContext,
  url: string,
  loads: number,
): Promise<PageLoadCost> {
  const samples = { with: [] as LoadSample[], without: [] as LoadSample[] };
  // One unmeasured load each: the first one pays for compiling and warming caches.
  await loadOnce(withExtension, url);
  await loadOnce(withoutExtension, url);
  for (let index = 0; index < loads; index++) {
    const order =
      index % 2 === 0
        ? ([
            ['with', withExtension],
            ['without', withoutExtension],
          ] as const)
        : ([
            ['without', withoutExtension],
            ['with', withExtension],
          ] as const);
    for (const [variant, context] of order) samples[variant].push(await loadOnce(context, url));
  }
  const summary = (list: LoadSample[]) => ({
    taskMs: round(median(list.map((sample) => sample.taskMs))),
    scriptMs: round(median(list.map((sample) => sample.scriptMs))),
  });
  const withSummary = summary(samples.with);
  const withoutSummary = summary(samples.without);
  return {
    loads,
    withExtension: withSummary,
    withoutExtension: withoutSummary,
    addedTaskMs: round(withSummary.taskMs - withoutSummary.taskMs),
    addedScriptMs: round(withSummary.scriptMs - withoutSummary.scriptMs),
  };
}

async function loadOnce(context: BrowserContext, url: string): Promise<LoadSample> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const read = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
      return { task: value('TaskDuration'), script: value('ScriptDuration') };
    };
    const before = await read();
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(
      () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 1000 })),
    );
    const after = await read();
    // The metrics are in seconds.
    return {
      taskMs: (after.task - before.task) * 1000,
      scriptMs: (after.script - before.script) * 1000,
    };
  } finally {
    await page.close();
  }
}
