import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// Imported first by every extension page and the background, before any schema exists.
// zod probes `new Function("")` to decide whether to compile fast parsers; the extension's
// CSP forbids eval, so the probe fails and Firefox logs a CSP error on every page. Jitless
// parsing never probes. (The content script has no zod.)
// Lisan uses zod/mini: classic zod builds its whole API at import, which cost the service
// worker a third of a megabyte of heap before the first schema. zod/mini has no default
// locale: the English messages name what was wrong in an invalid service answer.
z.config({ jitless: true, ...en() });
