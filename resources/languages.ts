import { defineDictionary } from './dictionary.ts';

/** SPEC §3 language: name, code (en, de, it, fr, es, pt). */
export const languages = defineDictionary({ name: 'languages', table: 'languages', screen: 'languages' });
