import { browser } from 'wxt/browser';

/**
 * The match pattern covering a service URL: scheme and host, no port, every path.
 * A pattern without a port matches every port (toolchain.md), and ports are not allowed
 * in match patterns anyway. Throws on anything but an http(s) URL.
 */
export function originPatternFor(serviceUrl: string): string {
  const url = new URL(serviceUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('the service URL must use http or https');
  }
  return `${url.protocol}//${url.hostname}/*`;
}

/** True when the extension may call the service at this URL (declared or granted). */
export async function hasHostPermission(serviceUrl: string): Promise<boolean> {
  try {
    return await browser.permissions.contains({ origins: [originPatternFor(serviceUrl)] });
  } catch {
    return false;
  }
}

/**
 * Asks the user for the permission to call the service at this URL. Call it directly in
 * the options page's click handler, before any `await`: browsers only show the prompt
 * during a user gesture. Resolves to false when refused or impossible.
 */
export function requestHostPermission(serviceUrl: string): Promise<boolean> {
  let origins: string[];
  try {
    origins = [originPatternFor(serviceUrl)];
  } catch {
    return Promise.resolve(false);
  }
  return browser.permissions.request({ origins }).then(
    (granted) => granted === true,
    () => false,
  );
}
