/**
 * Ukrainian national transliteration (Cabinet of Ministers resolution No. 55 of 2010), used for slugs:
 * "Київ" → "kyiv", "Запоріжжя" → "zaporizhzhia", "Кардіолог" → "kardioloh".
 */
const LETTERS: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y', і: 'i', ї: 'i',
  й: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh',
  ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ь: '', ю: 'iu', я: 'ia',
  // Russian letters that may appear in mixed input.
  ё: 'io', ы: 'y', э: 'e', ъ: '',
};
/** At the start of a word these letters take their "y" form. */
const WORD_INITIAL: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };
const APOSTROPHES = /['’ʼ`]/g;

export function transliterate(text: string): string {
  const lower = text.toLowerCase().replace(APOSTROPHES, '');
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i];
    const previous = i > 0 ? lower[i - 1] : '';
    const atWordStart = !/[a-zа-яіїєґё0-9]/.test(previous);
    if (char === 'г' && previous === 'з') out += 'gh';
    else if (atWordStart && WORD_INITIAL[char]) out += WORD_INITIAL[char];
    else out += LETTERS[char] ?? char;
  }
  return out;
}

/** A URL segment: transliterated, lower-case, words joined by single hyphens. */
export function slugify(text: string): string {
  return transliterate(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
