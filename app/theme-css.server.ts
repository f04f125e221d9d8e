import { themeCssText } from './theme.ts';

/**
 * The theme's stylesheet text, computed once on the server. The browser gets it with the root's data
 * instead of the Mantine functions that compute it (docs/decisions/160).
 */
export const THEME_CSS = themeCssText();
