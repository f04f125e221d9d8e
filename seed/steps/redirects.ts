import { redirects } from '../../db/schema/index.ts';
import type { SeedContext } from './context.ts';

/**
 * Addresses of an older site that staff sent to today's pages (docs/decisions/245): a few permanent ones in
 * both languages, a temporary one and one switched off, so the back office's seo/redirects list shows each
 * kind and `/likari` lands on the doctors at once. Sources are stored as the hooks store them (normalised).
 */
export async function seedRedirects(context: SeedContext): Promise<void> {
  await context.db.insert(redirects).values([
    { source_path: '/likari', target: '/doctors', http_status: '301' },
    { source_path: '/ru/vrachi', target: '/ru/doctors', http_status: '301' },
    { source_path: '/kliniky', target: '/med-centers', http_status: '301' },
    { source_path: '/ru/kliniki', target: '/ru/med-centers', http_status: '301' },
    { source_path: '/aktsii-lita', target: '/promotions', http_status: '302' },
    { source_path: '/staryi-blog', target: '/blogs', http_status: '301', is_active: false },
  ]);
}
