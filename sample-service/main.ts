/**
 * `npm run service`: the sample service on 127.0.0.1 for development and the demo.
 * PORT (default 8787); keys from SAMPLE_KEYS_FILE (a JSON file) or SAMPLE_KEYS (inline
 * JSON), else DEFAULT_KEYS. Both hold an array of { key, limit?, status?, privateLexicons? }.
 */
import { readFileSync } from 'node:fs';
import { describeIssues, keyConfigsSchema } from './schemas';
import { DEFAULT_KEYS, type KeyConfig, type SampleService, startSampleService } from './server';

class ConfigError extends Error {}

function parsePort(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 8787;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, not "${text}"`);
  }
  return port;
}

function loadKeys(env: NodeJS.ProcessEnv): KeyConfig[] {
  const file = env.SAMPLE_KEYS_FILE;
  const inline = env.SAMPLE_KEYS;
  if (file && inline) throw new ConfigError('set SAMPLE_KEYS_FILE or SAMPLE_KEYS, not both');
  if (!file && !inline) return DEFAULT_KEYS;

  const source = file ? `SAMPLE_KEYS_FILE (${file})` : 'SAMPLE_KEYS';
  let text = inline ?? '';
  if (file) {
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new ConfigError(`cannot read ${source}: ${(error as Error).message}`);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${source} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = keyConfigsSchema.safeParse(json);
  if (!parsed.success) {
    throw new ConfigError(`${source} is not a valid key list:\n${describeIssues(parsed.error)}`);
  }
  return parsed.data;
}

function summary(service: SampleService, keys: readonly KeyConfig[]): string {
  const width = Math.max(...keys.map((config) => config.key.length));
  const keyLines = keys.map((config) => {
    const lexicons = config.privateLexicons.length > 0 ? config.privateLexicons.join(',') : '-';
    return `    ${config.key.padEnd(width)}  limit ${String(config.limit).padEnd(5)}  ${config.status.padEnd(8)}  private lexicons: ${lexicons}`;
  });
  return [
    'Lisan sample service (sample data, not the real Siwar service)',
    `  API base URL: ${service.baseUrl}`,
    `  Demo page:    ${service.origin}/pages/demo.html`,
    `  Call log:     ${service.origin}/__control/calls`,
    '  Keys (send in the apikey header):',
    ...keyLines,
  ].join('\n');
}

async function main(): Promise<void> {
  let keys: KeyConfig[];
  let port: number;
  try {
    keys = loadKeys(process.env);
    port = parsePort(process.env.PORT);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`sample service: ${error.message}`);
    process.exitCode = 2;
    return;
  }

  let service: SampleService;
  try {
    service = await startSampleService({ port, host: '127.0.0.1', keys });
  } catch (error) {
    console.error(
      `sample service: cannot listen on 127.0.0.1:${port}: ${(error as Error).message}`,
    );
    process.exitCode = 1;
    return;
  }
  console.info(summary(service, keys));

  const stop = (signal: NodeJS.Signals) => {
    console.info(`sample service: ${signal} received, stopping`);
    service.close().then(
      () => {
        process.exitCode = 0;
      },
      (error: unknown) => {
        console.error('sample service: error while stopping', error);
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
