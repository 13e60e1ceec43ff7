/**
 * Stands in for webextension-polyfill in the content-script build only (see
 * wxt.config.ts): Chrome MV3 and Firefox expose promise-based APIs natively, and the
 * polyfill would cost 2.8 KB of the content script's 6 KB budget on every page.
 */
const scope = globalThis as unknown as {
  browser?: { runtime?: { id?: string } };
  chrome?: unknown;
};
export default scope.browser?.runtime?.id ? scope.browser : scope.chrome;
