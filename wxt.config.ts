import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

// The real service's production origin; custom service URLs ask for an optional
// host permission from the options page at save time.
export const SIWAR_HOST_PERMISSION = 'https://siwar.ksaa.gov.sa/*';

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  srcDir: '.',
  // Explicit imports everywhere: a newcomer can see where every name comes from.
  imports: false,
  outDir: '.output',
  vite: () => ({ plugins: [preact()] }),
  webExt: { disabled: true },
  manifest: {
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'contextMenus', 'activeTab'],
    host_permissions: [SIWAR_HOST_PERMISSION],
    optional_host_permissions: ['http://*/*', 'https://*/*'],
  },
});
