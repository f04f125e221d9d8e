/**
 * Writes `app/styles/theme-variables.css` from the theme (app/theme.ts): run it after changing the theme;
 * `app/theme.test.ts` fails while the file is behind.
 *
 *   npx tsx scripts/theme-css.ts
 */
import { writeFileSync } from 'node:fs';
import { THEME_CSS_FILE, themeCssFileText } from '../app/theme.ts';

writeFileSync(THEME_CSS_FILE, themeCssFileText());
console.log(`Wrote ${THEME_CSS_FILE}`);
