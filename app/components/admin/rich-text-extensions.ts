import { Node } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';
import { isUploadedImage, safeHref, videoEmbedUrl } from '../../../contracts/rich-text.ts';

/**
 * The editor's nodes and marks: those of the rich-text contract (contracts/rich-text.ts) and no others, so what a
 * person types, pastes or loads is already a document the server accepts. Pasted links, images and players outside
 * the contract's rules are left out when the clipboard is read, not refused later when the record is saved.
 */
export function richTextExtensions({ videoTitle }: { videoTitle: string }) {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: [],
        isAllowedUri: (url) => safeHref(url) !== null,
        // The contract keeps only the address; a public page decides how its links open.
        HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow' },
      },
    }),
    TableKit.configure({ table: { resizable: false } }),
    UploadedImage.configure({ inline: false, allowBase64: false }),
    Video.configure({ title: videoTitle }),
  ];
}

/** An image the site stores itself (docs/decisions/196); a pasted image from elsewhere is left out. */
const UploadedImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (isUploadedImage(element.getAttribute('src') ?? '') ? null : false) }];
  },
});

/** The stored link when the editor wrote the element (copied within the editor), else a pasted player's own address. */
const videoSource = (element: HTMLElement) => element.getAttribute('data-video-src') ?? element.getAttribute('src') ?? '';
const isAllowedVideo = (element: HTMLElement) => (videoEmbedUrl(videoSource(element)) === null ? false : null);

/** A video of an allowed host (`VIDEO_HOSTS`), stored as the link a person gave and shown as its player. */
export const Video = Node.create<{ title: string }>({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addOptions() {
    return { title: '' };
  },
  addAttributes() {
    return { src: { default: null, parseHTML: videoSource } };
  },
  parseHTML() {
    return [
      { tag: 'div[data-video-src]', getAttrs: isAllowedVideo },
      { tag: 'iframe[src]', getAttrs: isAllowedVideo },
    ];
  },
  renderHTML({ node }) {
    const src = String(node.attrs.src ?? '');
    return [
      'div',
      { 'data-video-src': src, class: 'rich-text-video' },
      [
        'iframe',
        {
          src: videoEmbedUrl(src) ?? 'about:blank',
          title: this.options.title,
          loading: 'lazy',
          allowfullscreen: 'true',
          referrerpolicy: 'strict-origin-when-cross-origin',
          sandbox: 'allow-scripts allow-same-origin allow-presentation',
        },
      ],
    ];
  },
});
