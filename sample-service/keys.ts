import { GEOLOGY_ID } from './data/index';
import type { KeyConfig } from './types';

/**
 * One key per situation a client must handle (docs/api-spec.md §5): a normal key, one without
 * private permission (403), one about to be spent (401 HttpExceptions after 3 calls), and
 * the inactive and expired keys (401).
 */
export const DEFAULT_KEYS: KeyConfig[] = [
  { key: 'demo', limit: 5000, status: 'active', privateLexicons: [GEOLOGY_ID] },
  { key: 'public-only', limit: 5000, status: 'active', privateLexicons: [] },
  { key: 'limited', limit: 3, status: 'active', privateLexicons: [] },
  { key: 'inactive', limit: 5000, status: 'inactive', privateLexicons: [GEOLOGY_ID] },
  { key: 'expired', limit: 5000, status: 'expired', privateLexicons: [GEOLOGY_ID] },
];
