import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm run service` runs `node --import tsx sample-service/main.ts`; these tests run it the
 * same way: one process, so a signal reaches the service itself (the tsx CLI relays signals
 * through a parent that gives up after 30 ms and exits 143 on a loaded machine).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];

function startCli(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sample-service/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, SAMPLE_KEYS: '', SAMPLE_KEYS_FILE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Resolves with the printed base URL once the service says it is listening. */
function baseUrlOf(run: Run): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /API base URL: (\S+)/.exec(run.stdout());
      if (match?.[1] !== undefined) {
        run.child.stdout?.off('data', check);
        resolve(match[1]);
      }
    };
    run.child.stdout?.on('data', check);
    run.exited.then((code) => reject(new Error(`exited with ${code}: ${run.stderr()}`)));
    check();
  });
}

afterEach(() => {
  for (const child of running.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

describe('sample-service/main.ts', () => {
  it('starts with the default keys, prints its URLs and keys, and stops on SIGTERM', async () => {
    const run = startCli({ PORT: '0' });
    const baseUrl = await baseUrlOf(run);
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/external$/);
    const origin = baseUrl.replace('/api/v1/external', '');
    expect(run.stdout()).toContain(`${origin}/pages/demo.html`);
    for (const key of ['demo', 'public-only', 'limited', 'inactive', 'expired']) {
      expect(run.stdout()).toMatch(new RegExp(`\\b${key}\\s+limit \\d+`));
    }
    const response = await fetch(`${baseUrl}/public/lexicons`, { headers: { apikey: 'demo' } });
    expect(response.status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('takes keys inline from SAMPLE_KEYS', async () => {
    const run = startCli({
      PORT: '0',
      SAMPLE_KEYS: JSON.stringify([{ key: 'mine', limit: 1 }]),
    });
    const baseUrl = await baseUrlOf(run);
    const get = () => fetch(`${baseUrl}/public/lexicons`, { headers: { apikey: 'mine' } });
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(401);
    const demo = await fetch(`${baseUrl}/public/lexicons`, { headers: { apikey: 'demo' } });
    expect(demo.status).toBe(401);
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
  });

  it('takes keys from the file named by SAMPLE_KEYS_FILE', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lisan-keys-')), 'keys.json');
    writeFileSync(
      file,
      JSON.stringify([{ key: 'from-file', limit: 10, status: 'active', privateLexicons: [] }]),
    );
    const run = startCli({ PORT: '0', SAMPLE_KEYS_FILE: file });
    const baseUrl = await baseUrlOf(run);
    expect(run.stdout()).toMatch(/from-file\s+limit 10/);
    const response = await fetch(`${baseUrl}/public/lexicons`, {
      headers: { apikey: 'from-file' },
    });
    expect(response.status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  for (const [name, env, expected] of [
    ['SAMPLE_KEYS that is not JSON', { SAMPLE_KEYS: '[{key:' }, /SAMPLE_KEYS is not valid JSON/],
    [
      'a key with an unknown status',
      { SAMPLE_KEYS: JSON.stringify([{ key: 'k', status: 'paused' }]) },
      /0\.status:/,
    ],
    [
      'a misspelled field',
      { SAMPLE_KEYS: JSON.stringify([{ key: 'k', privateLexicon: [] }]) },
      /privateLexicon/,
    ],
    [
      'a missing key file',
      { SAMPLE_KEYS_FILE: '/nonexistent/keys.json' },
      /cannot read SAMPLE_KEYS_FILE/,
    ],
    ['a bad PORT', { PORT: 'eighty' }, /PORT must be an integer/],
  ] as const) {
    it(`refuses ${name} with a clear message`, async () => {
      const run = startCli({ PORT: '0', ...env });
      expect(await run.exited).toBe(2);
      expect(run.stderr()).toMatch(expected);
      expect(run.stdout()).not.toContain('API base URL');
    });
  }
});
