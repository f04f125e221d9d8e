/**
 * The addresses a rich text may hold (docs/decisions/284): links a visitor may follow, images uploaded here, videos of
 * an allowed host. Apart from the document's schema (`rich-text.ts`), so the pages that render a text do not carry
 * the schema's validator to the browser.
 */

/** Hosts a text may embed a video from, and how each one's watch address becomes its player's. */
export const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'player.vimeo.com', 'vimeo.com'] as const;

/** Where an allowed video plays: the pages' Content-Security-Policy lets frames come from these and no other. */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** The player address of an allowed video link (`https://youtu.be/abc` → `https://www.youtube-nocookie.com/embed/abc`), or null. */
export function videoEmbedUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !(VIDEO_HOSTS as readonly string[]).includes(url.hostname)) return null;
  const id = (value: string | null | undefined) => (value && /^[\w-]{6,20}$/.test(value) ? value : null);
  if (url.hostname.endsWith('vimeo.com')) {
    const video = /^\/(?:video\/)?(\d{5,12})$/.exec(url.pathname)?.[1];
    return video ? `${VIDEO_PLAYER_ORIGINS[1]}/video/${video}` : null;
  }
  const youtube =
    url.hostname === 'youtu.be'
      ? id(url.pathname.slice(1))
      : (id(url.searchParams.get('v')) ?? id(/^\/(?:embed|shorts|live)\/([\w-]+)$/.exec(url.pathname)?.[1]));
  return youtube ? `${VIDEO_PLAYER_ORIGINS[0]}/embed/${youtube}` : null;
}

/** Browsers ignore tabs, line breaks and control characters in URLs: so must we, or `java\tscript:` slips by. */
const withoutControls = (raw: string) => raw.replace(/[\u0000-\u0020\u007f]/g, '');

/** A link target a visitor may follow: http(s), mailto, tel, or a path of this site (never `//host`). */
export function safeHref(raw: string): string | null {
  const href = withoutControls(raw);
  if (/^\/(?![/\\])/.test(href)) return href;
  return /^(https?:\/\/|mailto:|tel:)/i.test(href) ? href : null;
}

/** An image of a text: uploaded here (docs/decisions/196), so it is ours, re-encoded, and has its variants. */
export const isUploadedImage = (src: string) => /^\/media\/uploads\/[\w./-]+$/.test(src) && !src.includes('..');
