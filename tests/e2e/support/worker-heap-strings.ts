import type { WorkerSession } from '../../../scripts/bench/worker-cdp';

/**
 * The texts of the worker's heap after a forced GC: a heap snapshot's string table (V8 keeps
 * the first 1,024 characters of each string there).
 */
export async function workerHeapStrings(worker: WorkerSession): Promise<string[]> {
  const chunks: string[] = [];
  worker.on('HeapProfiler.addHeapSnapshotChunk', (params) => {
    chunks.push((params as { chunk: string }).chunk);
  });
  await worker.send('HeapProfiler.collectGarbage');
  // Answered once every chunk has been sent.
  await worker.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  return (JSON.parse(chunks.join('')) as { strings: string[] }).strings;
}
