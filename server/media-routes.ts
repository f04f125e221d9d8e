import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { appIconSvg } from '../features/media/app-icons.ts';
import { COVER_FILE, institutionTypeIcon, renderBlogCover, renderPromotionBanner, TYPE_FILE } from '../features/media/demo-images.ts';
import { renderIconSvg } from '../features/media/icons.ts';
import { portraitSeed, renderPortrait } from '../features/media/portrait.ts';
import { readUpload, readUploadVariant } from '../features/media/uploads.ts';

const FOR_GOOD = `public, max-age=${365 * 24 * 60 * 60}, immutable`;
const FOR_A_DAY = `public, max-age=${24 * 60 * 60}`;
const SVG = 'image/svg+xml; charset=utf-8';
/** An SVG drawn by this server may carry inline styles, never scripts or fetches. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";
const ICON_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/** The site's icon: the brand green tile with a white "V" (SPEC §3 colours); drawn in code, no image file. */
const FAVICON_SVG = appIconSvg('any');

function sendImage(reply: FastifyReply, body: string | Buffer, headers: { type: string; cache: string; policy: string }) {
  return reply.header('Content-Type', headers.type).header('Cache-Control', headers.cache).header('Content-Security-Policy', headers.policy).send(body);
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not Found' });

const sendDrawn = (reply: FastifyReply, svg: string | null | undefined, cache: string) =>
  svg ? sendImage(reply, svg, { type: SVG, cache, policy: SVG_POLICY }) : notFound(reply);

/**
 * The images this server answers itself:
 * - `/media/uploads/:file`: an uploaded image, named by its content's hash, so cached for good; `?w=480` (a width
 *   of UPLOAD_VARIANT_WIDTHS) answers a narrower copy for `srcset`, another width is not found;
 * - `/media/portraits/:file`: the demo doctors' portraits, drawn on demand, the file name fixing the picture;
 * - `/media/icons/:file`: specialization icons of the demo data (`stethoscope.svg`), from the bundled icon set;
 *   staff may point an icon at any other image URL instead;
 * - `/images/…`: the demo data's blog covers, promotion banners and institution type icons, drawn on demand;
 * - `/favicon.svg`: named by the root's `<link rel="icon">`, so browsers do not ask for `/favicon.ico`.
 */
export const mediaRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { file: string }; Querystring: { w?: string } }>('/media/uploads/:file', async (request, reply) => {
    const { w } = request.query;
    const file =
      w === undefined
        ? await readUpload(db, request.params.file)
        : /^\d{1,4}$/.test(w)
          ? await readUploadVariant(db, request.params.file, Number(w))
          : undefined;
    if (!file) return notFound(reply);
    return sendImage(reply, file.data, { type: file.contentType, cache: FOR_GOOD, policy: "default-src 'none'" });
  });
  app.get<{ Params: { file: string } }>('/media/portraits/:file', async (request, reply) => {
    const seed = portraitSeed(request.params.file);
    return sendDrawn(reply, seed && renderPortrait(seed), FOR_GOOD);
  });
  app.get<{ Params: { file: string } }>('/media/icons/:file', async (request, reply) => {
    const match = ICON_FILE.exec(request.params.file);
    return sendDrawn(reply, match && (await renderIconSvg(match[1])), FOR_GOOD);
  });
  app.get<{ Params: { file: string } }>('/images/blog/:file', async (request, reply) => {
    const match = COVER_FILE.exec(request.params.file);
    return sendDrawn(reply, match && renderBlogCover(Number(match[1])), FOR_A_DAY);
  });
  app.get<{ Params: { file: string } }>('/images/promotions/:file', async (request, reply) => {
    const match = COVER_FILE.exec(request.params.file);
    return sendDrawn(reply, match && renderPromotionBanner(Number(match[1])), FOR_A_DAY);
  });
  app.get<{ Params: { file: string } }>('/images/institution-types/:file', async (request, reply) => {
    const type = institutionTypeIcon(TYPE_FILE.exec(request.params.file)?.[1] ?? '');
    return sendDrawn(reply, type && (await renderIconSvg(type.icon, type.color)), FOR_A_DAY);
  });
  app.get('/favicon.svg', async (_request, reply) => sendImage(reply, FAVICON_SVG, { type: SVG, cache: FOR_A_DAY, policy: "default-src 'none'" }));
};
