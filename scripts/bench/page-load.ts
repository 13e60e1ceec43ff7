import type { BrowserContext } from '@playwright/test';
import { median, round } from './stats';

/**
 * What an extension's content script adds to the main thread of a page load.
 *
 * Method: the same page is loaded N times in browsers that differ only in the extension
 * they carry (Lisan, a reference extension of one double-click listener, none), rotating
 * the order each round so drift (thermal, other processes) hits all alike. Each load is a
 * fresh tab. Around the navigation we read CDP Performance.getMetrics with timeDomain
 * "threadTicks": TaskDuration is the CPU time of every task on the page's main thread,
 * ScriptDuration the part spent running JavaScript, content scripts' isolated worlds
 * included (they run in all frames of the page, the demo page's iframe too). The load
 * counts as finished at the load event plus a requestIdleCallback, by which time a
 * content script has run at document_end. Costs compare medians.
 */
export interface LoadCost {
  taskMs: number;
  scriptMs: number;
}

export interface PageLoadCost<Name extends string> {
  loads: number;
  medians: Record<Name, LoadCost>;
}

export async function measurePageLoadCost<Name extends string>(
  variants: Record<Name, BrowserContext>,
  url: string,
  loads: number,
): Promise<PageLoadCost<Name>> {
  const entries = Object.entries(variants) as [Name, BrowserContext][];
  const samples = new Map<Name, LoadCost[]>(entries.map(([name]) => [name, []]));
  // One unmeasured load each: the first one pays for compiling and warming caches.
  for (const [, context] of entries) await loadOnce(context, url);
  for (let round = 0; round < loads; round++) {
    for (let step = 0; step < entries.length; step++) {
      const [name, context] = entries[(round + step) % entries.length] as [Name, BrowserContext];
      samples.get(name)?.push(await loadOnce(context, url));
    }
  }
  const medians = Object.fromEntries(
    entries.map(([name]) => {
      const list = samples.get(name) ?? [];
      const cost: LoadCost = {
        taskMs: round(median(list.map((sample) => sample.taskMs))),
        scriptMs: round(median(list.map((sample) => sample.scriptMs))),
      };
      return [name, cost];
    }),
  ) as Record<Name, LoadCost>;
  return { loads, medians };
}

/** What `a` costs beyond `b`, in the medians' terms. */
export function addedCost(a: LoadCost, b: LoadCost): LoadCost {
  return { taskMs: round(a.taskMs - b.taskMs), scriptMs: round(a.scriptMs - b.scriptMs) };
}

async function loadOnce(context: BrowserContext, url: string): Promise<LoadCost> {
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
