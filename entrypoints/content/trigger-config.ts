import type { PageConfig, Trigger } from '../../lib/messages/content-protocol';

/** Used when the background cannot be asked (the extension was updated or removed). */
const DEFAULT_CONFIG: PageConfig = {
  doubleClick: true,
  selectionButton: true,
  uiLanguage: 'auto',
  keepHistory: false,
};

/**
 * The trigger settings, asked from the background at the reader's first press on Arabic
 * text (or the first trigger, if none came first) and then kept:
 * the background sends every change to the open tabs ('page-config'), so a reader who
 * switches a trigger off expects, and gets, it off in the tabs already open too.
 */
export interface TriggerConfig {
  /** Asks for the settings now, unless kept or asked already: a trigger may follow. */
  preload(): void;
  /** Runs `act` with the settings if `trigger` is on (asking for them the first time). */
  whenEnabled(trigger: Trigger, act: (current: PageConfig) => void): void;
  /** The background sent the settings as they are now. */
  update(config: PageConfig): void;
  /** The settings as last received, or null before the first answer. */
  kept(): PageConfig | null;
}

/** `ask`: the background's answer to 'page-config', parsed; null when there is none. */
export function createTriggerConfig(ask: () => Promise<PageConfig | null>): TriggerConfig {
  // Closures rather than a class: local names minify, and this ships in every page.
  let config: PageConfig | null = null;
  // Bumped by every change sent, so an answer asked before it cannot overwrite it.
  let changes = 0;
  let watchingRestores = false;

  function keep(next: PageConfig): void {
    config = next;
    if (watchingRestores) return;
    // A page restored from the back/forward cache missed the changes sent meanwhile: it
    // asks again. Listened for once there is a config to forget, not at load: a pageshow
    // listener cost every page load ~0.15 ms of script (issue 13).
    watchingRestores = true;
    addEventListener('pageshow', (event) => {
      if (!event.persisted) return;
      config = null;
      changes += 1;
    });
  }

  // The question in flight: a trigger that comes before its answer shares it.
  let asking: Promise<PageConfig | null> | null = null;
  function load(): Promise<PageConfig | null> {
    if (!asking) {
      const changesBefore = changes;
      asking = ask().then((loaded) => {
        asking = null;
        if (loaded && changes === changesBefore) keep(loaded);
        return loaded;
      });
    }
    return asking;
  }

  return {
    preload() {
      if (!config) void load();
    },
    whenEnabled(trigger, act) {
      if (config) {
        if (config[trigger]) act(config);
        return;
      }
      void load().then((loaded) => {
        const current = config ?? loaded ?? DEFAULT_CONFIG;
        if (current[trigger]) act(current);
      });
    },
    update(next) {
      keep(next);
      changes += 1;
    },
    kept: () => config,
  };
}
