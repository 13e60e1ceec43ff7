/**
 * The theme setting's values. Apart from the settings schema (schema.ts re-exports them)
 * so that the card can check the theme it is sent without importing the settings schemas.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
