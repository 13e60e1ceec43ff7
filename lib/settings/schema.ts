import { z } from 'zod/mini';
import { apiKeyProblem } from '../api/api-key';
import { lexiconId } from '../api/schemas';
import { checkServiceUrl, SERVICE_URL_PROBLEMS } from '../api/service-url';
import { UI_LANGUAGE_SETTINGS } from '../i18n/languages';
import { lazySchema } from '../lazy-schema';
import { THEMES, type Theme } from './themes';

/** The service's production address; its host permission is declared in the manifest. */
export const DEFAULT_SERVICE_URL = 'https://siwar.ksaa.gov.sa/api/v1/external';

/** Bump when the stored shape changes, and add a step to MIGRATIONS below. */
export const SETTINGS_VERSION = 2;

const MAX_LEXICONS = 500;

/** A base URL the client will accept (lib/api/service-url.ts), in its one spelling. */
export const serviceUrlSchema = lazySchema(() =>
  z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      const checked = checkServiceUrl(text);
      if (checked.ok) return checked.url;
      context.issues.push({
        code: 'custom',
        message: SERVICE_URL_PROBLEMS[checked.problem],
        input: text,
      });
      return z.NEVER;
    }),
  ),
);

export { THEMES, type Theme };

export const chosenLexiconSchema = lazySchema(() =>
  z.object({
    id: lexiconId,
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
    scope: z.enum(['public', 'private']),
  }),
);
export type ChosenLexicon = z.output<typeof chosenLexiconSchema>;

/** The content script's triggers: stored here, and sent to pages with their config. */
export const triggerFields = () => ({ doubleClick: z.boolean(), selectionButton: z.boolean() });

/** The notebook (lib/notebook): history on or off, and the voice "Listen" speaks with. */
const notebookFields = () => ({
  keepHistory: z.boolean(),
  /** A speechSynthesis voice's name; '' = the first Arabic voice the system has. */
  voice: z.string().check(z.maxLength(200)),
  rate: z.number().check(z.gte(0.5), z.lte(2)),
});
const DEFAULT_NOTEBOOK = Object.freeze({ keepHistory: true, voice: '', rate: 1 });

/**
 * The fields a user can change, each strict: what the options page may save. Built for
 * each schema below at its first use (lib/lazy-schema.ts).
 */
const userFields = () => ({
  serviceUrl: serviceUrlSchema,
  lexicons: z.array(chosenLexiconSchema).check(z.maxLength(MAX_LEXICONS)),
  triggers: z.object(triggerFields()),
  uiLanguage: z.enum(UI_LANGUAGE_SETTINGS),
  cacheLifetimeDays: z.int().check(z.gte(1), z.lte(365)),
  notebook: z.object(notebookFields()),
  /** Light, dark, or as the system says: for every Lisan page and the card. */
  theme: z.enum(THEMES),
});

/** The one settings schema. A valid Settings value always parses with it. */
export const settingsSchema = lazySchema(() =>
  z.object({ version: z.literal(SETTINGS_VERSION), ...userFields() }),
);
export type Settings = z.output<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  version: SETTINGS_VERSION,
  serviceUrl: DEFAULT_SERVICE_URL,
  lexicons: [],
  triggers: Object.freeze({ doubleClick: true, selectionButton: true }),
  uiLanguage: 'auto',
  cacheLifetimeDays: 30,
  notebook: DEFAULT_NOTEBOOK,
  theme: 'system',
}) as Settings;

/**
 * A change the options page asks for: any subset of the fields, each strictly valid.
 * Unknown fields are refused (a typo must not look like a successful save).
 */
export const settingsPatchSchema = lazySchema(() => {
  const fields = userFields();
  return z.strictObject({
    serviceUrl: z.optional(fields.serviceUrl),
    lexicons: z.optional(fields.lexicons),
    triggers: z.optional(z.partial(z.strictObject(triggerFields()))),
    uiLanguage: z.optional(fields.uiLanguage),
    cacheLifetimeDays: z.optional(fields.cacheLifetimeDays),
    notebook: z.optional(z.partial(z.strictObject(notebookFields()))),
    theme: z.optional(fields.theme),
  });
});
export type SettingsPatch = z.output<typeof settingsPatchSchema>;

/** Applies a validated patch; a lexicon list, when given, replaces the old one. */
export function applySettingsPatch(current: Settings, patch: SettingsPatch): Settings {
  return {
    version: SETTINGS_VERSION,
    serviceUrl: patch.serviceUrl ?? current.serviceUrl,
    lexicons: dedupeLexicons(patch.lexicons ?? current.lexicons),
    triggers: {
      doubleClick: patch.triggers?.doubleClick ?? current.triggers.doubleClick,
      selectionButton: patch.triggers?.selectionButton ?? current.triggers.selectionButton,
    },
    uiLanguage: patch.uiLanguage ?? current.uiLanguage,
    cacheLifetimeDays: patch.cacheLifetimeDays ?? current.cacheLifetimeDays,
    notebook: { ...current.notebook, ...patch.notebook },
    theme: patch.theme ?? current.theme,
  };
}

/**
 * Reading what storage holds: every field falls back to its default on its own, so one bad
 * value never costs the others. Lexicon entries are kept one by one for the same reason.
 * Unknown fields (from a newer version, or junk) are dropped by the object schema.
 */
const storedSettingsSchema = lazySchema(() => {
  const fields = userFields();
  const notebook = notebookFields();
  return z.object({
    serviceUrl: z.catch(fields.serviceUrl, DEFAULT_SETTINGS.serviceUrl),
    lexicons: z.pipe(
      z.catch(z.array(z.unknown()), []),
      z.transform((items: unknown[]) =>
        dedupeLexicons(
          items.slice(0, MAX_LEXICONS).flatMap((item) => {
            const parsed = chosenLexiconSchema.safeParse(item);
            return parsed.success ? [parsed.data] : [];
          }),
        ),
      ),
    ),
    triggers: z.catch(
      z.object({
        doubleClick: z.catch(z.boolean(), DEFAULT_SETTINGS.triggers.doubleClick),
        selectionButton: z.catch(z.boolean(), DEFAULT_SETTINGS.triggers.selectionButton),
      }),
      () => ({ ...DEFAULT_SETTINGS.triggers }),
    ),
    uiLanguage: z.catch(fields.uiLanguage, DEFAULT_SETTINGS.uiLanguage),
    cacheLifetimeDays: z.catch(fields.cacheLifetimeDays, DEFAULT_SETTINGS.cacheLifetimeDays),
    notebook: z.catch(
      z.object({
        keepHistory: z.catch(notebook.keepHistory, DEFAULT_NOTEBOOK.keepHistory),
        voice: z.catch(notebook.voice, DEFAULT_NOTEBOOK.voice),
        rate: z.catch(notebook.rate, DEFAULT_NOTEBOOK.rate),
      }),
      () => ({ ...DEFAULT_NOTEBOOK }),
    ),
    theme: z.catch(fields.theme, DEFAULT_SETTINGS.theme),
  });
});

type RawRecord = Record<string, unknown>;

/**
 * Steps that lift stored data from version N to N + 1, keyed by N. Version 0 is data saved
 * before the `version` field existed; its fields already had today's names and meanings.
 * A later change of shape adds a step here (e.g. `1: (raw) => ({ ...raw, renamed: raw.old })`).
 */
const MIGRATIONS: Record<number, (raw: RawRecord) => RawRecord> = {
  0: (raw) => raw,
  // Version 2 added the theme; settings saved before it follow the system, as they did.
  1: (raw) => ({ ...raw, theme: 'system' }),
};

/**
 * Settings from whatever storage holds: nothing, garbage, an old version, a partial
 * object, or a newer version's data (its known fields are kept, the rest dropped).
 * Never throws.
 */
export function parseStoredSettings(raw: unknown): Settings {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return cloneDefaults();
  }
  try {
    let record: RawRecord = { ...(raw as RawRecord) };
    const stored = record.version;
    let version =
      typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 ? stored : 0;
    while (version < SETTINGS_VERSION) {
      const step = MIGRATIONS[version];
      if (step) record = step(record);
      version += 1;
    }
    const parsed = storedSettingsSchema.safeParse(record);
    // Each field catches its own errors, so this fails only for exotic inputs.
    return parsed.success ? { version: SETTINGS_VERSION, ...parsed.data } : cloneDefaults();
  } catch {
    // Storage holds plain data; only a hand-made object (a throwing getter) gets here.
    return cloneDefaults();
  }
}

function cloneDefaults(): Settings {
  return {
    ...DEFAULT_SETTINGS,
    lexicons: [],
    triggers: { ...DEFAULT_SETTINGS.triggers },
    notebook: { ...DEFAULT_NOTEBOOK },
  };
}

/** One entry per (scope, id): the same lexicon chosen twice would be searched twice. */
function dedupeLexicons(lexicons: readonly ChosenLexicon[]): ChosenLexicon[] {
  const seen = new Set<string>();
  return lexicons.filter((lexicon) => {
    const key = `${lexicon.scope}\u0000${lexicon.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A key the client can send (lib/api/api-key.ts), trimmed. */
export const apiKeySchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.superRefine((key: string, context) => {
      const problem = apiKeyProblem(key);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
  ),
);
