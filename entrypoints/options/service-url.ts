import { DEFAULT_SERVICE_URL } from '../../lib/settings/schema';

/** Why a typed service URL cannot be used; each has its own sentence with a next step. */
export type ServiceUrlProblem = 'empty' | 'invalid' | 'scheme' | 'credentials' | 'query-or-hash';

/** As in the settings schema: longer is not a URL anyone typed. */
const MAX_URL_LENGTH = 2000;

export type ServiceUrlCheck = { ok: true; url: string } | { ok: false; problem: ServiceUrlProblem };

/**
 * Checks what the user typed before anything is saved or any permission asked for.
 * Mirrors `serviceUrlSchema` (lib/settings/schema.ts), which the background applies, but
 * names each problem so the page can say what to fix. Returns the trimmed URL without trailing slashes.
 */
export function checkServiceUrl(input: string): ServiceUrlCheck {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (trimmed.length > MAX_URL_LENGTH) return { ok: false, problem: 'invalid' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, problem: 'scheme' };
  if (url.username !== '' || url.password !== '') return { ok: false, problem: 'credentials' };
  // `new URL` drops a bare "?" or "#", so look at the text too.
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(trimmed)) {
    return { ok: false, problem: 'query-or-hash' };
  }
  return { ok: true, url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** True when the URL's origin is not the production service, whose permission is declared. */
export function isCustomOrigin(url: string): boolean {
  try {
    return new URL(url).origin !== new URL(DEFAULT_SERVICE_URL).origin;
  } catch {
    return false;
  }
}
