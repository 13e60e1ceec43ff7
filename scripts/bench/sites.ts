import { ALL_SITES_NEW_WORDS_PER_MINUTE, LIMIT_WINDOW_MS } from '../../lib/lookup/site-limits';

/**
 * Where the bench's card pages live. Lisan admits 10 new words a minute per site and 30
 * for all sites together (lib/lookup/site-limits.ts), so 39 new words on the sample
 * service's one origin would time the limit's message, not a card. The bench times a
 * reader who meets each new word on a page of a site of its own: every page gets a host
 * under `.test` (a site per host, lib/lookup/site.ts), which Chromium resolves to the
 * sample service on loopback, and new words are paced to stay under the all-sites cap.
 */

/** The Chromium switch that sends every `*.test` host to the sample service. */
export const BENCH_HOST_RULES = '--host-resolver-rules=MAP *.test 127.0.0.1';

/** A new site's origin for each page, on the sample service's port. */
export function siteOrigins(serviceOrigin: string): () => string {
  const { port } = new URL(serviceOrigin);
  let next = 0;
  return () => `http://site-${next++}.test:${port}`;
}

/** Room kept under the cap: the bench's clock and the worker's are not the same. */
const MARGIN = 2;
const SLACK_MS = 1_000;

/** Waits, untimed, before a new word would pass the all-sites cap of new words a minute. */
export function newWordPace(now: () => number = Date.now): () => Promise<void> {
  const admitted: number[] = [];
  return async () => {
    const inWindow = admitted.filter((at) => now() - at < LIMIT_WINDOW_MS + SLACK_MS);
    admitted.splice(0, admitted.length, ...inWindow);
    const oldest = admitted[0];
    if (admitted.length >= ALL_SITES_NEW_WORDS_PER_MINUTE - MARGIN && oldest !== undefined) {
      const waitMs = oldest + LIMIT_WINDOW_MS + SLACK_MS - now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, waitMs)));
      admitted.shift();
    }
    admitted.push(now());
  };
}
