/**
 * Ukrainian national transliteration (Cabinet of Ministers resolution 55, 2010) for slugs, with the Russian
 * letters Ukrainian lacks. Word-initial є, ї, й, ю, я take their initial forms (ye, yi, y, yu, ya).
 */
const LETTERS: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y', і: 'i', ї: 'i', й: 'i',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts',
  ч: 'ch', ш: 'sh', щ: 'shch', ь: '', ю: 'iu', я: 'ia', ъ: '', ы: 'y', э: 'e', ё: 'io', "'": '', 'ʼ': '', '’': '',
};
const INITIAL: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };

export function slugify(text: string): string {
  const lower = text.toLowerCase().replace(/зг/g, 'zgh');
  let out = '';
  for (let index = 0; index < lower.length; index++) {
    const char = lower[index];
    const atWordStart = index === 0 || !/[\p{L}'ʼ’]/u.test(lower[index - 1]);
    out += (atWordStart && INITIAL[char]) || (LETTERS[char] ?? char);
  }
  return out
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/, '');
}
