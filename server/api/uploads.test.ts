import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MEGABYTES, UPLOAD_VARIANT_WIDTHS, uploadedImageSrcSet } from '../../contracts/uploads.ts';
import { roles, useApiTestContext } from './testing.ts';

const api = useApiTestContext();

async function upload(body: Buffer, type = 'image/png', locale = 'ua') {
  const response = await api.context.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/images',
    payload: body,
    headers: { 'content-type': type, 'accept-language': locale },
  });
  return { status: response.statusCode, body: response.json() };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
    .jpeg()
    .toBuffer();

describe('image uploads', () => {
  test('staff upload a photo: stored as WebP without metadata, at most 1600 px, served for good', async () => {
    api.context.actAs(roles.administrator);
    const { status, body } = await upload(await photo(2400, 1200), 'image/jpeg');
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ width: 1600, height: 800 });
    expect(body.data.url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.webp$/);
    api.context.actAs(null);
    const served = await api.context.app.inject({ method: 'GET', url: body.data.url });
    api.context.actAs(roles.administrator);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // The same picture again is the same address.
    expect((await upload(await photo(2400, 1200), 'image/jpeg')).body.data.url).toBe(body.data.url);
  });

  test('an uploaded image has narrower copies for srcset, made on request and cached for good; other widths are not found', async () => {
    api.context.actAs(roles.administrator);
    const { body } = await upload(await photo(2000, 1000), 'image/png');
    api.context.actAs(null);
    const get = (url: string) => api.context.app.inject({ method: 'GET', url });
    for (const width of UPLOAD_VARIANT_WIDTHS) {
      const served = await get(`${body.data.url}?w=${width}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('immutable');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: width / 2 });
      expect((await get(`${body.data.url}?w=${width}`)).rawPayload.equals(served.rawPayload)).toBe(true);
    }
    for (const width of ['100', '1600', 'abc', '480.5']) expect((await get(`${body.data.url}?w=${width}`)).statusCode).toBe(404);
    expect((await get('/media/uploads/00000000000000000000000000000000.webp?w=480')).statusCode).toBe(404);
    expect(uploadedImageSrcSet(body.data.url)).toBe(`${body.data.url}?w=480 480w, ${body.data.url}?w=960 960w, ${body.data.url} 1600w`);
    api.context.actAs(roles.administrator);
  });

  test('a file over the limit is "file too large" with the limit, in ua and ru; not an image is 415', async () => {
    api.context.actAs(roles.administrator);
    for (const locale of ['ua', 'ru']) {
      for (const size of [MAX_UPLOAD_BYTES + 1, MAX_UPLOAD_BYTES * 3]) {
        const { status, body } = await upload(Buffer.alloc(size, 1), 'image/png', locale);
        expect(status).toBe(413);
        expect(body.message).toBe(translate(locale as 'ua', 'upload.too.large'));
        expect(body.message).toContain(`${MAX_UPLOAD_MEGABYTES} `);
      }
    }
    expect((await upload(Buffer.from('<svg onload="alert(1)"/>'), 'image/png')).status).toBe(415);
    expect((await upload(Buffer.from('GIF89a'), 'image/gif')).status).toBe(415);
  });

  test('only signed-in staff and partners may upload', async () => {
    api.context.actAs(null);
    expect((await upload(await photo(10, 10))).status).toBe(401);
    api.context.actAs(roles.patient);
    expect((await upload(await photo(10, 10))).status).toBe(403);
    expect((await api.context.app.inject({ method: 'GET', url: '/media/uploads/../../etc/passwd' })).statusCode).toBe(404);
  });
});
