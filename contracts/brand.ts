/**
 * SPEC §3 brand colours (institution type backgrounds) and the two text colours. A file without imports,
 * so the server's own routes (the web app manifest, the app icons) read them without loading the UI library.
 */
export const BRAND = {
  green: '#1A4B48',
  blue: '#1355EA',
  grey: '#E7E7E7',
  pink: '#F29EAD',
  light: '#FFFFFF',
  dark: '#1C1C1A',
} as const;
