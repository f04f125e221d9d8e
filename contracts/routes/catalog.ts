import { z } from 'zod';
import { route } from './define.ts';

/** An active city as the selector and the `/{city}` routes use it (features/catalog `listCities`). */
export const ZCity = z.object({
  id: z.number().int(),
  city_slug: z.string(),
  name_ua: z.string(),
  name_ru: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TCity = z.output<typeof ZCity>;

export const mainPageCities = route({
  method: 'GET',
  path: 'main-page/get/cities',
  access: { anyone: true },
  answer: { status: 200, schema: z.array(ZCity), description: 'cities, a bare array' },
  operationId: 'mainPageCities',
  summary: 'Active cities for the city selector',
  tag: 'fixed',
});
