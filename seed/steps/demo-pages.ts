import { and, eq, isNull, min, sql } from 'drizzle-orm';
import { content_blocks, content_pages, notifications, promotions, users } from '../../db/schema/index.ts';
import { DEMO_NOTICES, EXTRA_PAGE_BLOCKS } from '../../db/demo-data/demo-pages.ts';
import { insertRows } from '../insert.ts';
import type { SeedContext } from './context.ts';
import { contentBlockRow } from './content-pages.ts';

const DAY = 86_400_000;

/**
 * The back office's content pages and notifications (docs/decisions/288), after the content step: about-us and
 * for-partners get a block of every kind their editors offer, after the ones they have; the legal documents
 * keep the clauses the content step wrote; the demo patient (the first seeded one) gets two notices of each type.
 */
export async function seedDemoPages(context: SeedContext): Promise<void> {
  const { db } = context;
  for (const [slug, blocks] of Object.entries(EXTRA_PAGE_BLOCKS)) {
    const [page] = await db
      .select({ id: content_pages.id })
      .from(content_pages)
      .where(and(eq(content_pages.slug, slug), isNull(content_pages.deleted_at)));
    if (!page) continue;
    const [{ last }] = await db
      .select({ last: sql<number>`coalesce(max(${content_blocks.order}), -1)::int` })
      .from(content_blocks)
      .where(eq(content_blocks.page_id, page.id));
    await insertRows(
      db,
      content_blocks,
      blocks.map((block, index) => contentBlockRow(page.id, block, last + 1 + index)),
    );
  }

  const [patient] = await db
    .select({ id: min(users.id) })
    .from(users)
    .where(eq(users.user_type, 'patient'));
  if (!patient?.id) return;
  const [promotion] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.status, 'started'), isNull(promotions.deleted_at)))
    .orderBy(promotions.id)
    .limit(1);
  await insertRows(
    db,
    notifications,
    DEMO_NOTICES.map((notice) => {
      const at = new Date(context.today.getTime() - notice.days * DAY + 9 * 3_600_000);
      return {
        user_id: patient.id!,
        type: notice.type,
        status: notice.read ? ('read' as const) : ('unread' as const),
        title_ua: notice.title[0],
        title_ru: notice.title[1],
        text_ua: notice.text[0],
        text_ru: notice.text[1],
        promotion_id: notice.type === 'promotion' ? (promotion?.id ?? null) : null,
        read_at: notice.read ? new Date(at.getTime() + 2 * 3_600_000) : null,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  context.log(`content pages: ${Object.values(EXTRA_PAGE_BLOCKS).flat().length} more blocks; ${DEMO_NOTICES.length} notices for the demo patient`);
}
