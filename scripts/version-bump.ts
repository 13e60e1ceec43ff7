import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * npm run version:bump -- X.Y.Z: one version everywhere. WXT writes package.json's version
 * into both manifests, so the files to change are package.json, the lockfile's two copies of
 * it, and CHANGELOG.md, whose Unreleased section becomes the release (Keep a Changelog).
 */
const SEMVER = /^\d+\.\d+\.\d+$/;

/** A browser manifest takes only dotted numbers: no pre-release or build suffix. */
export function checkVersion(next: string, current: string): void {
  if (!SEMVER.test(next)) throw new Error(`"${next}" is not a version like 1.2.3`);
  const order = (version: string) => version.split('.').map(Number);
  const [a, b] = [order(next), order(current)];
  const newer = a.findIndex((part, index) => part !== b[index]);
  if (newer === -1 || (a[newer] ?? 0) < (b[newer] ?? 0)) {
    throw new Error(`${next} is not newer than the current ${current}`);
  }
}

function withVersion(json: string, change: (data: Record<string, unknown>) => void): string {
  const data = JSON.parse(json) as Record<string, unknown>;
  change(data);
  return `${JSON.stringify(data, null, 2)}\n`;
}

export function bumpPackage(json: string, version: string): string {
  return withVersion(json, (data) => {
    data.version = version;
  });
}

export function bumpLockfile(json: string, version: string): string {
  return withVersion(json, (data) => {
    data.version = version;
    const root = (data.packages as Record<string, Record<string, unknown>> | undefined)?.[''];
    if (root) root.version = version;
  });
}

/** The Unreleased section becomes `[version] - date`, under a new empty Unreleased. */
export function bumpChangelog(text: string, version: string, date: string, previous: string) {
  if (!text.includes('## [Unreleased]')) throw new Error('CHANGELOG.md has no Unreleased section');
  if (text.includes(`## [${version}]`)) throw new Error(`CHANGELOG.md already has ${version}`);
  const link = /^\[Unreleased\]: (.*)\/compare\/v[^.]+\.[^.]+\.[^.]+\.\.\.HEAD$/m;
  const base = link.exec(text)?.[1];
  let next = text.replace('## [Unreleased]', `## [Unreleased]\n\n## [${version}] - ${date}`);
  if (base) {
    next = next.replace(
      link,
      `[Unreleased]: ${base}/compare/v${version}...HEAD\n[${version}]: ${base}/compare/v${previous}...v${version}`,
    );
  }
  return next;
}

export function bumpVersion(root: string, version: string, date: string): void {
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const current = (JSON.parse(read('package.json')) as { version: string }).version;
  checkVersion(version, current);
  const changed = {
    'package.json': bumpPackage(read('package.json'), version),
    'package-lock.json': bumpLockfile(read('package-lock.json'), version),
    'CHANGELOG.md': bumpChangelog(read('CHANGELOG.md'), version, date, current),
  };
  for (const [file, text] of Object.entries(changed)) writeFileSync(join(root, file), text);
}

if (process.argv[1] === import.meta.filename) {
  const version = process.argv[2] ?? '';
  try {
    bumpVersion(process.cwd(), version, new Date().toISOString().slice(0, 10));
    console.info(`Lisan is now ${version}: package.json, package-lock.json, CHANGELOG.md.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
