// The lemma list's cold first use, alone (npm run bench measures it among everything
// else): in the built extension's service worker, fetch + parse, five fresh browsers; and in
// Node, the ranking's own cost per word once the list is parsed. Needs `npm run build`.
// Run: npx tsx scripts/lemmas/first-use.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXTENSION_DIR, launchWithExtension } from '../../automation/extension';
import { parseLemmaList } from '../../lib/arabic';
import { rankedCandidates } from '../../lib/lookup/lemma-knowledge';
import { lemmaListRows, measureLemmaList } from '../bench/lemmas';

const BROWSERS = 5;
const ROOT = join(import.meta.dirname, '../..');

async function inWorker(): Promise<void> {
  for (let run = 1; run <= BROWSERS; run++) {
    const extension = await launchWithExtension();
    try {
      const stats = await measureLemmaList(extension, EXTENSION_DIR);
      for (const row of lemmaListRows(stats))
        console.info(`run ${run}: ${row.metric}: ${row.value}`);
    } finally {
      await extension.close();
    }
  }
}

function rankingCost(): void {
  const started = performance.now();
  const list = parseLemmaList(
    readFileSync(join(ROOT, 'public/lemmas/ar.txt'), 'utf8'),
    readFileSync(join(ROOT, 'public/lemmas/verbs.txt'), 'utf8'),
  );
  const words = (
    JSON.parse(readFileSync(join(ROOT, 'tests/data/ud-arabic-pud-dev.json'), 'utf8')) as {
      surface: string;
    }[]
  ).map((record) => record.surface);
  const parsed = performance.now();
  const first = rankedCandidates(words[0] ?? '', list, new Set());
  const firstRanked = performance.now();
  const times: number[] = [];
  for (const word of words) {
    const at = performance.now();
    rankedCandidates(word, list, new Set());
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => (times[Math.floor(share * (times.length - 1))] ?? 0).toFixed(2);
  console.info(
    `Node: read + parse ${(parsed - started).toFixed(1)} ms, first ranking ${(firstRanked - parsed).toFixed(1)} ms (${first.length} readings); per word median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms over ${times.length} words`,
  );
}

rankingCost();
await inWorker();
