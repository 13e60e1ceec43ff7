import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import preact from '@preact/preset-vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'wxt';
import { popupPages, withStaticText } from './entrypoints/popup/static-text';
import { LISAN_HOMEPAGE } from './lib/about/sources';
import { DEFAULT_POPUP_LANGUAGE } from './lib/i18n/popup-pages';
import {
  collectBundledPackages,
  resetBundledPackages,
  writeNotices,
} from './scripts/build/notices';
import { RELEASE_SOURCES } from './scripts/build/release-sources';

// The real service's production origin; custom service URLs ask for an optional
// host permission from the options page at save time.
export const SIWAR_HOST_PERMISSION = 'https://siwar.ksaa.gov.sa/*';

/**
 * The content script (entrypoints/content-script.ts): a WXT unlisted script, which this
 * config lists in the manifest itself, so pages get no WXT content-script runtime.
 */
const CONTENT_SCRIPT = {
  entrypoint: 'content-script',
  manifest: {
    matches: ['<all_urls>'],
    js: ['content-script.js'],
    all_frames: true,
    match_about_blank: true,
    // document_end: listeners exist before the page's load event, so a reader (or a test)
    // never double-clicks into a page whose content script is not listening yet.
    run_at: 'document_end' as const,
  },
};

/**
 * The content script's lazily loaded part (entrypoints/content-lookup.ts): an ES module the
 * loader imports with `import(runtime.getURL(...))` at the reader's first press, so it must
 * be web-accessible (a content script's import is a web-accessible load in both browsers).
 * With use_dynamic_url (Chromium) its URL changes every session: a page cannot probe a
 * fixed URL for it. See docs/decisions.md (2026-11-29) for the alternatives.
 */
const LOOKUP_PART = { entrypoint: 'content-lookup', file: 'content-lookup.js' };

/** Built without webextension-polyfill (see the `vite:build:extendConfig` hook). */
const NATIVE_API_ENTRYPOINTS = [CONTENT_SCRIPT.entrypoint, LOOKUP_PART.entrypoint, 'background'];

/**
 * WXT wraps an unlisted script's main() in a start-up logger whose messages print only in
 * development, yet ship (as text) in every page. The content script's entries just call
 * main(); they have no WXT runtime plugins to initialise (see CONTENT_SCRIPT). The lazily
 * loaded part's entry (`exported`) exports what its main() returns.
 */
function bareContentScriptEntry(exported: boolean): Plugin {
  const wrapped = 'virtual:wxt-unlisted-script-entrypoint?';
  const bare = '\0lisan-content-script-entry?';
  return {
    name: 'lisan:bare-content-script-entry',
    enforce: 'pre',
    // Vite may hand the entry over with the project root in front.
    resolveId: (id) =>
      id.includes(wrapped) ? bare + id.slice(id.indexOf(wrapped) + wrapped.length) : null,
    load: (id) =>
      id.startsWith(bare)
        ? `import script from ${JSON.stringify(id.slice(bare.length))}; ${exported ? 'export default ' : ''}script.main();`
        : null,
  };
}

/**
 * popup.html once per UI language (lib/i18n/popup-pages.ts), from the one template
 * (entrypoints/popup/index.html) as Vite built it: only the text differs, the scripts are
 * shared. `wxt dev` makes the English page only: with Arabic chosen, the button opens a
 * missing page there.
 */
function popupPagePerLanguage(): Plugin {
  const isPopup = (file: string) => /(^|[\\/])entrypoints[\\/]popup[\\/]index\.html$/.test(file);
  let otherPages: { fileName: string; source: string }[] = [];
  return {
    name: 'lisan:popup-pages',
    transformIndexHtml: {
      order: 'post',
      // The dev server's page; a build fills its pages below, once asset URLs are final.
      handler: (html, context) =>
        context.server && isPopup(context.filename) ? withStaticText(html) : html,
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const built = Object.values(bundle).find((file) => isPopup(file.fileName));
        if (built?.type !== 'asset') return;
        const pages = popupPages(String(built.source));
        otherPages = pages.filter((page) => page.lang !== DEFAULT_POPUP_LANGUAGE);
        const own = pages.find((page) => page.lang === DEFAULT_POPUP_LANGUAGE);
        if (!own) throw new Error('no popup page in the default language');
        built.source = own.source;
      },
    },
    // Written beside the build, not emitted into the bundle: WXT maps each HTML file of
    // the bundle to an entrypoint of its own.
    writeBundle: {
      order: 'post',
      handler(output) {
        for (const { fileName, source } of otherPages) {
          writeFileSync(join(output.dir ?? '.', fileName), source);
        }
      },
    },
  };
}

/**
 * The service worker is loaded as a module: Chromium compiles a classic worker's whole script
 * at start (heap snapshots: bytecode for 1,049 functions), a module worker's functions as
 * they first run (193): ~0.2 MB less of the worker's heap at every start (issue 13). The
 * script stays WXT's self-contained IIFE, which runs alike as a module: it imports nothing
 * (Chromium refuses `import()` in a service worker) and its sources are ES modules, strict
 * already. Firefox's MV2 background page stays a classic script.
 */
function workerAsModule(manifest: { background?: object }): void {
  const background = manifest.background;
  if (background && 'service_worker' in background) Object.assign(background, { type: 'module' });
}

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  srcDir: '.',
  // Explicit imports everywhere: a newcomer can see where every name comes from.
  imports: false,
  // LISAN_OUT_DIR lets parallel test runs build side by side without clobbering each other.
  outDir: process.env.LISAN_OUT_DIR ?? '.output',
  vite: (env) => {
    // A build must not depend on the shell's NODE_ENV, which WXT and Vite keep when set: under
    // "test" or "development" the Preact preset ships dev JSX with this folder's absolute
    // paths, and a rebuild elsewhere differs (issue 30).
    if (env.command === 'build') process.env.NODE_ENV = env.mode;
    return { plugins: [preact(), popupPagePerLanguage(), collectBundledPackages()] };
  },
  webExt: { disabled: true },
  zip: {
    // The sources package addons.mozilla.org asks for (made with the Firefox zip): what the
    // build reads, and SOURCE-BUILD.md saying how to rebuild the same add-on from it.
    includeSources: RELEASE_SOURCES,
  },
  hooks: {
    'build:before': () => resetBundledPackages(),
    // Every Vite build has run: the notices name what all of them bundled.
    'build:done': (wxt, output) =>
      writeNotices(wxt.config.outDir, wxt.config.root, output.manifest.version),
    // The content script runs on every page, and the service worker starts for every event:
    // swap the polyfill for the native API in both (its wrappers held ~0.1 MB of the
    // worker's heap).
    'vite:build:extendConfig': (entrypoints, config) => {
      const names = entrypoints.map((entrypoint) => entrypoint.name);
      if (!names.every((name) => NATIVE_API_ENTRYPOINTS.includes(name))) return;
      config.resolve ??= {};
      const shim = resolve(import.meta.dirname, 'entrypoints/content/native-browser.ts');
      const alias = config.resolve.alias;
      const entry = { find: /^webextension-polyfill$/, replacement: shim };
      config.resolve.alias = Array.isArray(alias)
        ? [entry, ...alias]
        : [
            entry,
            ...Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement })),
          ];
      const lookupPart = names.includes(LOOKUP_PART.entrypoint);
      if (lookupPart || names.includes(CONTENT_SCRIPT.entrypoint)) {
        config.plugins = [bareContentScriptEntry(lookupPart), ...(config.plugins ?? [])];
      }
      // An ES module, for the loader's import() (WXT builds unlisted scripts as IIFEs),
      // minified in full: Vite keeps an ES library's whitespace and comments for its users.
      const output = config.build?.rollupOptions?.output;
      if (lookupPart && config.build?.lib && output && !Array.isArray(output)) {
        config.build.lib.formats = ['es'];
        Object.assign(output, { minify: true, comments: false });
      }
    },
    // The content script is listed here (see CONTENT_SCRIPT). The card (entrypoints/card) is
    // shown in an iframe on web pages, so pages must be able to load it, and the content
    // script's lazily loaded part (LOOKUP_PART) is imported into them. With
    // use_dynamic_url (Chromium; WXT's own rule for its web-accessible CSS) their URLs change
    // every session, so a page cannot probe for the extension with a fixed URL. Firefox has
    // no use_dynamic_url (and for MV2 WXT turns this into a string list).
    'build:manifestGenerated': (wxt, manifest) => {
      workerAsModule(manifest);
      manifest.content_scripts = [...(manifest.content_scripts ?? []), CONTENT_SCRIPT.manifest];
      // WXT takes the button's tooltip from popup.html's <title>, a placeholder in the source.
      const action = manifest.action ?? manifest.browser_action;
      if (action) action.default_title = '__MSG_extName__';
      // Still in MV3 form here: WXT converts for MV2 after this hook.
      type Mv3Resources = Exclude<typeof manifest.web_accessible_resources, string[] | undefined>;
      const existing = (manifest.web_accessible_resources ?? []) as Mv3Resources;
      manifest.web_accessible_resources = [
        ...existing,
        {
          resources: ['card.html', LOOKUP_PART.file],
          matches: ['<all_urls>'],
          ...(wxt.config.browser === 'firefox' ? {} : { use_dynamic_url: true }),
        },
      ];
    },
  },
  manifest: ({ browser, manifestVersion }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    homepage_url: LISAN_HOMEPAGE,
    permissions: ['storage', 'contextMenus', 'activeTab'],
    host_permissions: [SIWAR_HOST_PERMISSION],
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    // MV2 has no optional_host_permissions: there, origins go in optional_permissions.
    ...(manifestVersion === 2 ? { optional_permissions: ['http://*/*', 'https://*/*'] } : {}),
    commands: {
      'lookup-selection': {
        suggested_key: { default: 'Alt+Shift+L', mac: 'Alt+Shift+L' },
        description: '__MSG_commandLookup__',
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'lisan@lisan-reader.org',
              strict_min_version: '142.0',
              // The selected word (website content) is sent to the lexical service.
              data_collection_permissions: { required: ['websiteContent'] },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
});
