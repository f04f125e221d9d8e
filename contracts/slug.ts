/**
 * Ukrainian national transliteration (Cabinet of Ministers resolution No. 55 of 27.01.2010), the one rule
 * for every slug of the site, the demo data's and the admin's alike: "Київ" → "kyiv", "Згорани" → "zghorany",
 * "Юрій" → "yurii". The soft sign and the apostrophe are dropped; "зг" is "zgh" so that it is not read as "zh".
 *
 * Russian letters Ukrainian lacks, for mixed input: ы → y, э → e, ъ → nothing (it plays the apostrophe's part),
 * ё → yo / io like є, ю and я. Latin letters with diacritics lose them (é → e); other scripts fall out of slugs.
 */
const LETTERS: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ё: 'io',
  ы: 'y',
  э: 'e',
  ъ: '',
};
/** At the start of a word these letters take their "y" form. */
const WORD_INITIAL: Readonly<Record<string, string>> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya', ё: 'yo' };
/** The apostrophe in its spellings (straight, typographic, modifier letter, backtick): not transliterated. */
const APOSTROPHES = /['’ʼ`]/g;
/** A letter or digit before a letter makes it word-inner. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const DIACRITICS = /\p{M}/gu;

/** Slugs are cut to this many characters (at a word boundary where the cut leaves a hyphen). */
export const SLUG_MAX_LENGTH = 150;

/** Lower-case Latin transliteration of `text`; characters other than Cyrillic letters pass through, diacritics folded. */
export function transliterate(text: string): string {
  // Composed first, so that й and ї are one letter each and not и / і with a mark.
  const lower = text.normalize('NFC').toLowerCase().replace(APOSTROPHES, '');
  let out = '';
  for (let index = 0; index < lower.length; index++) {
    const char = lower[index];
    const previous = index > 0 ? lower[index - 1] : '';
    if (char === 'г' && previous === 'з') out += 'gh';
    else if (WORD_INITIAL[char] && !WORD_CHARACTER.test(previous)) out += WORD_INITIAL[char];
    else out += LETTERS[char] ?? char;
  }
  return out.normalize('NFD').replace(DIACRITICS, '');
}

/** A URL segment: transliterated, lower-case, words joined by single hyphens, at most SLUG_MAX_LENGTH long. */
export function slugify(text: string): string {
  return transliterate(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
