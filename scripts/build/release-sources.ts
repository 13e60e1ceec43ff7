/**
 * What the sources package holds (wxt.config.ts `zip.includeSources`): every file the
 * build reads, and nothing else (no tests, no test data, no measurements). The release
 * test (tests/release/) rebuilds from exactly this and compares, so a file missing here
 * fails there.
 */
export const RELEASE_SOURCES = [
  'SOURCE-BUILD.md',
  'LICENSE',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'wxt.config.ts',
  'entrypoints/**',
  'components/**',
  'lib/**',
  'public/**',
  'scripts/build/**',
  'docs/privacy.md',
  'docs/privacy.ar.md',
];
