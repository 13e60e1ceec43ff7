/**
 * Renders the toolbar and store icons (public/icon/<size>.png) with Chromium, so they
 * can be regenerated from this one description: `npx tsx scripts/make-icons.ts`.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from '../automation/chromium-path';

const SIZES = [16, 32, 48, 96, 128];

function iconHtml(size: number): string {
  const radius = Math.round(size * 0.22);
  const font = Math.round(size * 0.78);
  return `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${size}px;height:${size}px;border-radius:${radius}px;background:#1f4e79;
display:flex;align-items:center;justify-content:center;color:#fff;
font:700 ${font}px 'Noto Naskh Arabic','DejaVu Sans',serif;line-height:1">ل</div></body></html>`;
}

async function main(): Promise<void> {
  const outDir = resolve(import.meta.dirname, '../public/icon');
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(iconHtml(size));
    await page.screenshot({ path: `${outDir}/${size}.png`, omitBackground: true });
    await page.close();
  }
  await browser.close();
  console.info(`icons written to ${outDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
