/** The media an HTML text may keep as the editor's nodes: images uploaded here with alt text, videos of allowed hosts. */
import type { Element } from 'domhandler';
import { isUploadedImage, RICH_TEXT_LIMITS, videoEmbedUrl, type RichBlock } from '../../contracts/rich-text.ts';

export function imageOf(element: Element): RichBlock[] {
  const src = (element.attribs.src ?? '').trim();
  const alt = (element.attribs.alt ?? '').replace(/\s+/g, ' ').trim().slice(0, RICH_TEXT_LIMITS.alt);
  const title = (element.attribs.title ?? '').replace(/\s+/g, ' ').trim().slice(0, RICH_TEXT_LIMITS.alt);
  if (src.length > RICH_TEXT_LIMITS.src || !isUploadedImage(src) || !alt) return [];
  return [{ type: 'image', attrs: { src, alt, ...(title ? { title } : {}) } }];
}

/** Old embeds often leave out the scheme (`//www.youtube.com/embed/…`) or use http: the player is the same over https. */
export function videoOf(element: Element): RichBlock[] {
  const raw = (element.attribs.src ?? '').trim();
  const src = raw.startsWith('//') ? `https:${raw}` : raw.replace(/^http:\/\//i, 'https://');
  return src.length <= RICH_TEXT_LIMITS.src && videoEmbedUrl(src) ? [{ type: 'video', attrs: { src } }] : [];
}
