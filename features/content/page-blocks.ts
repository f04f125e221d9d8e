import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { BlockOrder, BlockOrderRequest } from '../../contracts/content-blocks.ts';
import type { Db } from '../../db/client.ts';
import { content_blocks, content_pages } from '../../db/schema/index.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { logStaffAction } from '../audit/action-log.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { RecordChangedError } from '../records/errors.ts';
import type { ResourceHooks } from '../records/hooks.ts';
import type { Executor } from '../records/write.ts';

/**
 * The blocks of a content page written in the back office (docs/decisions/288). Every write that changes a
 * page's order of blocks takes the page's row lock first, so a block added while a section is reordered goes
 * either before the reorder (and the reorder, not naming it, is refused) or after it, last.
 */

async function lockPage(executor: Executor, id: number): Promise<{ id: number; version: number }> {
  const [page] = await executor
    .select({ id: content_pages.id, version: content_pages.version })
    .from(content_pages)
    .where(and(eq(content_pages.id, id), isNull(content_pages.deleted_at)))
    .for('update');
  if (!page) throw new NotFoundError();
  return page;
}

/** A block added without an order goes after the last one of its section. */
export const contentBlockHooks: ResourceHooks = {
  async beforeWrite(executor, write) {
    if (write.action !== 'create' || write.values.order !== undefined) return;
    const pageId = Number(write.merged.page_id);
    const [page] = await executor.select({ id: content_pages.id }).from(content_pages).where(eq(content_pages.id, pageId)).for('update');
    if (!page) throw new ValidationError({ page_id: ['validation.not_found'] });
    const [{ next }] = await executor
      .select({ next: sql<number>`coalesce(max(${content_blocks.order}) + 1, 0)::int` })
      .from(content_blocks)
      .where(
        and(eq(content_blocks.page_id, pageId), eq(content_blocks.section, write.merged.section as BlockOrder['section']), isNull(content_blocks.deleted_at)),
      );
    return { ...write.values, order: next };
  },
};

export function createPageBlocks(db: Db) {
  return {
    /**
     * One section of a page in a new order, in one transaction: the page's row locked, its version checked,
     * the list checked to name exactly the section's live blocks, the blocks renumbered 0, 1, 2, … and the page's
     * version raised (so a second reorder read at the same version is refused), one line in the action log.
     */
    async reorder(pageId: number, request: BlockOrderRequest, user: SessionUser): Promise<BlockOrder> {
      if (new Set(request.ids).size !== request.ids.length) throw new ValidationError({ ids: ['validation.invalid'] });
      return db.transaction(async (tx) => {
        const page = await lockPage(tx, pageId);
        if (request.version !== undefined && request.version !== page.version) throw new RecordChangedError();
        const blocks = await tx
          .select({ id: content_blocks.id })
          .from(content_blocks)
          .where(and(eq(content_blocks.page_id, pageId), eq(content_blocks.section, request.section), isNull(content_blocks.deleted_at)))
          .orderBy(asc(content_blocks.order), asc(content_blocks.id));
        const before = blocks.map((block) => block.id);
        // A block added or removed since the caller read the list: the order sent cannot be the whole section's.
        if (before.length !== request.ids.length || !request.ids.every((id) => before.includes(id))) throw new RecordChangedError();
        const ids = sql.join(
          request.ids.map((id) => sql`${id}`),
          sql`, `,
        );
        await tx.execute(sql`
          update content_blocks as b set "order" = (o.position - 1)::int
          from unnest(array[${ids}]::int[]) with ordinality as o(id, position)
          where b.id = o.id and b."order" <> (o.position - 1)::int`);
        const [touched] = await tx
          .update(content_pages)
          .set({ updated_at: new Date() })
          .where(eq(content_pages.id, pageId))
          .returning({ version: content_pages.version });
        await logStaffAction(tx, user, {
          action: 'reorder',
          resource: 'content-pages',
          recordId: pageId,
          changes: { [`blocks.${request.section}`]: { before, after: request.ids } },
        });
        return { page_id: pageId, section: request.section, ids: request.ids, version: touched.version };
      });
    },
  };
}

export type PageBlocks = ReturnType<typeof createPageBlocks>;
