import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/**
 * Runs axe-core in a page or frame. It is evaluated through the DevTools protocol, which
 * extension pages' CSP does not block (a script tag would be).
 */
export async function axeViolations(target: Page | Frame): Promise<AxeViolation[]> {
  await target.evaluate(axeSource);
  return target.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<AxeRun> } }).axe;
    const result = await axe.run();
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

interface AxeRun {
  violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>;
}
