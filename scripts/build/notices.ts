import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import license, { type Dependency } from 'rollup-plugin-license';
import type { Plugin } from 'vite';
import { LISAN_LICENCE, NOTICES_FILE, SHIPPED_SOURCES } from '../../lib/about/sources';

/**
 * The notices file inside each package (issue 30): Lisan's own licence, the data and the
 * font with their attribution, and every npm package the bundles really contain with its
 * licence text. rollup-plugin-license reads each bundled module's package.json and LICENSE
 * from node_modules as the chunks render, so a package tree-shaken away is not named and a
 * package that is bundled cannot be left out.
 *
 * WXT runs one Vite build per group of entrypoints; each adds what it bundled to one list,
 * and the list is written once, when the whole build is done.
 */
const bundled = new Map<string, Dependency>();

export function collectBundledPackages(): Plugin {
  return license({
    thirdParty: {
      includePrivate: false,
      output: (dependencies) => {
        for (const dependency of dependencies) {
          bundled.set(`${dependency.name}@${dependency.version}`, dependency);
        }
      },
    },
  }) as Plugin;
}

/** Forget the last build's packages (several builds may run in one process). */
export function resetBundledPackages(): void {
  bundled.clear();
}

/** The packages collected so far, by name and version. */
export function bundledPackages(): Dependency[] {
  return [...bundled.values()].sort((a, b) =>
    `${a.name}@${a.version}`.localeCompare(`${b.name}@${b.version}`, 'en'),
  );
}

const RULE = '='.repeat(78);

function fontLicenceText(root: string): string {
  return readFileSync(
    resolve(root, 'node_modules/@fontsource/noto-naskh-arabic/LICENSE'),
    'utf8',
  ).trim();
}

/** A package without a licence file still names its author and licence in package.json. */
function missingLicenceText(dependency: Dependency): string {
  const author = dependency.author?.text();
  return [
    `The package ships no licence file; its package.json says ${dependency.license ?? 'nothing'}${author ? `, by ${author}` : ''}.`,
    `Licence terms: https://spdx.org/licenses/${dependency.license ?? ''}.html`,
  ].join('\n');
}

function sourceLine(dependency: Dependency): string[] {
  const repository = dependency.repository;
  const url = typeof repository === 'string' ? repository : repository?.url;
  return url ? [`Source: ${url}`] : [];
}

export function noticesText(root: string, version: string, packages: Dependency[]): string {
  const sources = SHIPPED_SOURCES.map((source) => {
    const lines = [`${source.attribution}`, `Licence: ${source.licence}`, `Source: ${source.url}`];
    if (source.noticeFile) lines.push(`Its notice: ${source.noticeFile} in this package.`);
    if (source.id === 'font') lines.push('', fontLicenceText(root));
    if (source.licence === 'CC-BY-4.0') {
      lines.push('Licence text: https://creativecommons.org/licenses/by/4.0/legalcode');
    }
    return lines.join('\n');
  });
  const npm = packages.map((dependency) =>
    [
      `${dependency.name} ${dependency.version}`,
      `Licence: ${dependency.license ?? 'not stated'}`,
      ...sourceLine(dependency),
      '',
      dependency.licenseText?.trim() ?? missingLicenceText(dependency),
      ...(dependency.noticeText ? ['', dependency.noticeText.trim()] : []),
    ].join('\n'),
  );
  return [
    `Lisan ${version}: third-party notices`,
    '',
    `Lisan's own code is under the ${LISAN_LICENCE} licence (LICENSE in its repository).`,
    'It ships the data, the font and the npm packages below, each under its own licence.',
    '',
    RULE,
    'Data and fonts',
    RULE,
    '',
    sources.join(`\n\n${'-'.repeat(78)}\n\n`),
    '',
    RULE,
    `npm packages bundled into this package (${packages.length})`,
    RULE,
    '',
    npm.join(`\n\n${'-'.repeat(78)}\n\n`),
    '',
  ].join('\n');
}

/** Write the notices file into a finished build's folder. */
export function writeNotices(outDir: string, root: string, version: string): void {
  writeFileSync(join(outDir, NOTICES_FILE), noticesText(root, version, bundledPackages()));
}
