import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Finds a Chromium to drive: CHROMIUM_PATH, then Debian's, then Playwright's own install. */
export function findChromium(): string {
  const candidates: Array<[string, string | undefined]> = [
    ['CHROMIUM_PATH', process.env.CHROMIUM_PATH],
    ['/usr/bin/chromium', '/usr/bin/chromium'],
    ["Playwright's own Chromium", safePlaywrightPath()],
  ];
  for (const [, path] of candidates) {
    if (path && existsSync(path)) return path;
  }
  throw new Error(
    'No Chromium found. Tried: CHROMIUM_PATH (unset or missing), /usr/bin/chromium ' +
      "(install with `apt-get install -y chromium`), and Playwright's own install " +
      '(`npx playwright install chromium`, where downloads are possible).',
  );
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
