import { z } from 'zod';
import { DISEASE_SEARCH_MAX } from './diseases.ts';

/**
 * Query parameters of the content pages, read forgivingly (STYLE §4): a page URL with `?page=abc` or an
 * over-long search still renders a page instead of an error.
 */

/** Far beyond any real list; keeps offsets small. */
const MAX_PAGE = 10_000;

const ZPage = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1);
const ZSlugLike = z
  .string()
  .trim()
  .max(120)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i)
  .optional()
  .catch(undefined);

export const ZPromotionsPageQuery = z.object({ page: ZPage });
export const ZBlogPageQuery = z.object({ page: ZPage, category: ZSlugLike, tag: ZSlugLike });
export const ZDiseasesPageQuery = z.object({ q: z.string().trim().max(DISEASE_SEARCH_MAX).catch('').default('') });

/** The query of a page URL as a plain object; a repeated parameter keeps its first value. */
export function searchParamsOf(url: string | URL): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(url).searchParams) params[key] ??= value;
  return params;
}
