/**
 * The one rule for what an API key can be, used by the settings (what may be stored) and
 * the client (what it will send): the key travels in an HTTP header, which allows visible
 * ASCII only, so no spaces and nothing a header cannot carry.
 */
export const MAX_API_KEY_LENGTH = 500;

/** Why `key` (already trimmed) cannot be an API key, or null when it can. */
export function apiKeyProblem(key: string): string | null {
  if (key === '') return 'no API key is set';
  if (key.length > MAX_API_KEY_LENGTH) return 'the API key is too long';
  if (!/^[\x21-\x7E]+$/.test(key)) return 'the API key contains characters a key cannot have';
  return null;
}
