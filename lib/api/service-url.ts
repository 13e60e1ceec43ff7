/**
 * The one rule for a service base URL, used by the settings schema (what may be stored),
 * the options page (what to tell the reader) and the client (what it will call): http or
 * https, no credentials, no query or fragment. The accepted form is trimmed and without
 * trailing slashes, so one service has one spelling (the cache and the budget are keyed
 * by it).
 */

/** Why a service URL cannot be used. */
export type ServiceUrlProblem = 'empty' | 'invalid' | 'scheme' | 'credentials' | 'query-or-hash';

export type ServiceUrlCheck = { ok: true; url: string } | { ok: false; problem: ServiceUrlProblem };

/** Longer is not a URL anyone typed. */
export const MAX_SERVICE_URL_LENGTH = 2000;

/** Each problem in a sentence, for errors that are not shown to the reader as such. */
export const SERVICE_URL_PROBLEMS: Readonly<Record<ServiceUrlProblem, string>> = {
  empty: 'the service URL is empty',
  invalid: 'the service URL is not a valid URL',
  scheme: 'the service URL must start with http:// or https://',
  credentials: 'the service URL must not contain a user name or password',
  'query-or-hash': 'the service URL must not contain "?" or "#"',
};

export function checkServiceUrl(input: string): ServiceUrlCheck {
  const trimmed = typeof input === 'string' ? input.trim() : '';
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (trimmed.length > MAX_SERVICE_URL_LENGTH) return { ok: false, problem: 'invalid' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, problem: 'scheme' };
  }
  // Fetch refuses URLs with credentials, and a query or fragment would end up before our path.
  if (url.username !== '' || url.password !== '') return { ok: false, problem: 'credentials' };
  // `new URL` drops a bare "?" or "#", so look at the text too.
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(trimmed)) {
    return { ok: false, problem: 'query-or-hash' };
  }
  return { ok: true, url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}
