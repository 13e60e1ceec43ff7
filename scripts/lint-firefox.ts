import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * npm run lint:firefox: addons.mozilla.org's linter (web-ext lint) over the built add-on,
 * failing on any error and on any warning of ours. The one warning allowed is in Preact's
 * renderer: the branch that applies `dangerouslySetInnerHTML`, which Lisan never uses
 * (lint/no-unsanitised-dom-writes.grit bans it and every innerHTML write in our code).
 */
interface Finding {
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

const sourceDir = process.argv[2] ?? join(process.env.LISAN_OUT_DIR ?? '.output', 'firefox-mv2');

/** The bundled text just before a finding's position. */
function before(finding: Finding, length: number): string {
  if (!finding.file || !finding.line) return '';
  const line = readFileSync(join(sourceDir, finding.file), 'utf8').split('\n')[finding.line - 1];
  const column = finding.column ?? 0;
  return line?.slice(Math.max(0, column - length), column + 40) ?? '';
}

function isPreactDangerousHtml(finding: Finding): boolean {
  return (
    finding.code === 'UNSAFE_VAR_ASSIGNMENT' &&
    /dangerouslySetInnerHTML.{0,200}innerHTML=\w+\.__html/.test(before(finding, 300))
  );
}

/** The linter's JSON report; it exits 1 when it finds errors, the report still on stdout. */
function lint(): string {
  try {
    return execFileSync(
      'npx',
      ['web-ext', 'lint', '--source-dir', sourceDir, '--output', 'json', '--no-config-discovery'],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout) return stdout;
    throw error;
  }
}

const output = lint();
const report = JSON.parse(output) as { errors: Finding[]; warnings: Finding[]; notices: Finding[] };
const ours = report.warnings.filter((finding) => !isPreactDangerousHtml(finding));
const problems = [...report.errors, ...ours];
for (const finding of problems) {
  console.error(
    `${finding.code}: ${finding.message} (${finding.file ?? '-'}:${finding.line ?? ''})`,
  );
}
console.info(
  `web-ext lint ${sourceDir}: ${report.errors.length} errors, ${report.warnings.length} warnings ` +
    `(${ours.length} of ours; ${report.warnings.length - ours.length} in Preact's dangerouslySetInnerHTML, unused), ` +
    `${report.notices.length} notices`,
);
if (problems.length > 0) process.exitCode = 1;
