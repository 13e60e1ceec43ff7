/**
 * The one rule for a service base URL, used by the settings schema (what may be stored),
 * the options page (what to tell the reader) and the client (what it will call): https,
 * or http for a service on this computer only (the sample service: a network between
 * here and anywhere else could read the key in clear text), no credentials, no query or
 * fragment. The accepted form is trimmed and without
 * trailing slashes, so one service has one spelling (the cache and the budget are keyed
 * by it).
 */

/** Why a service URL cannot be used. */
export type ServiceUrlProblem =
  | 'empty'
  | 'invalid'
  | 'scheme'
  | 'insecure'
  | 'credentials'
  | 'query-or-hash';

export type ServiceUrlCheck = { ok: true; url: string } | { ok: false; problem: ServiceUrlProblem };

/** Longer is not a URL anyone typed. */
export const MAX_SERVICE_URL_LENGTH = 2000;

/** Each problem in a sentence, for errors that are not shown to the reader as such. */
export const SERVICE_URL_PROBLEMS: Readonly<Record<ServiceUrlProblem, string>> = {
  empty: 'the service URL is empty',
  invalid: 'the service URL is not a valid URL',
  scheme: 'the service URL must start with https:// (or http:// for this computer)',
  insecure: 'the service URL must use https:// unless the service runs on this computer',
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
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return { ok: false, problem: 'insecure' };
  }
  // Fetch refuses URLs with credentials, and a query or fragment would end up before our path.
  if (url.username !== '' || url.password !== '') return { ok: false, problem: 'credentials' };
  // `new URL` drops a bare "?" or "#", so look at the text too.
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(trimmed)) {
    return { ok: false, problem: 'query-or-hash' };
  }
  return { ok: true, url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/**
 * localhost, 127.0.0.0/8 and [::1]: traffic to them never leaves the computer. `new URL`
 * has already written IPv4 in dotted decimal (127.1 and 0x7f.0.0.1 become 127.0.0.1).
 */
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}
