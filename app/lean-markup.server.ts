/**
 * The shortest spelling of the attributes React writes (docs/decisions/282).
 *
 * React quotes every attribute and ends void elements with `/>`. HTML needs neither: a value of letters,
 * digits and the like may stand bare (`data-doctor=147`), an empty one may be the name alone (`alt`),
 * and a void element ends at its `>`. On a listing, with some two thousand attributes, that is several
 * kilobytes, and the browser builds the same document from either spelling, so hydration is unaffected.
 *
 * Likewise a form's `method="get"` is its default, and only `<` and `&` need escaping in text: the
 * apostrophe of Ukrainian words (`м'ясо`) is written as itself, not as `&#x27;`, and so are quotation marks.
 *
 * Script and style elements, and comments, are copied as they are: their text is not markup, and the
 * Content-Security-Policy hashes the scripts' text. Elsewhere React escapes `"` (as `&quot;`), `<` and `>`,
 * so a `="` after a name is always an attribute's start and a `>` always a tag's end.
 */

const RAW = /<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g;
const VOID_END = /(<(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)\b[^>]*)\/>/g;
const GET_FORM = /(<form\b[^>]*) method="get"/g;
const ATTRIBUTE = / ([^\s"'>/=]+)="([^"]*)"(?!\/)/g;
/** Characters a bare attribute value may not hold (HTML's unquoted attribute value syntax). */
const NEEDS_QUOTES = /[\s"'=<>`]/;
/** A `&quot;` in text: the next tag starts before any tag ends (React escapes `<` and `>` in attribute values). */
const TEXT_QUOTE = /&quot;(?=[^<>]*(?:<|$))/g;

function spelled(attribute: string, key: string, value: string): string {
  if (value === '') return ` ${key}`;
  // Quotation marks inside: in the other quotes they need no escaping, shorter than a bare `&quot;`.
  if (value.includes('&quot;') && !value.includes("'")) return ` ${key}='${value.replaceAll('&quot;', '"')}'`;
  return NEEDS_QUOTES.test(value) ? attribute : ` ${key}=${value}`;
}

function lean(markup: string): string {
  return markup.replaceAll('&#x27;', "'").replace(VOID_END, '$1>').replace(GET_FORM, '$1').replace(ATTRIBUTE, spelled).replace(TEXT_QUOTE, '"');
}

export function leanAttributes(html: string): string {
  let out = '';
  let from = 0;
  for (const raw of html.matchAll(RAW)) {
    out += lean(html.slice(from, raw.index)) + raw[0];
    from = raw.index + raw[0].length;
  }
  return out + lean(html.slice(from));
}
