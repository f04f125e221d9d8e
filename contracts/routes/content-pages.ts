import { ZBlockOrder, ZBlockOrderRequest } from '../content-blocks.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/** The back office's content pages (docs/decisions/288): one section of a page's blocks put in a new order. */
export const reorderContentBlocks = route({
  method: 'PUT',
  path: 'content-pages/:id/blocks/order',
  access: { permissions: ['content-blocks.update'] },
  noStore: true,
  body: ZBlockOrderRequest,
  answer: { status: 200, schema: dataEnvelope(ZBlockOrder), description: 'the section’s order as saved, with the page’s new version' },
  errors: {
    404: 'no such content page',
    409: 'stale version, or the list no longer names exactly the section’s blocks (one was added or removed since)',
    422: 'an id named twice, or an unknown section',
  },
  operationId: 'reorderContentBlocks',
  summary: 'Put the blocks of one section of a content page in a new order',
  description:
    'One transaction: the blocks are renumbered in the order sent, the page’s version rises, and the action log keeps the order before and after. The public page shows the new order on its next request.',
  tag: 'content-pages',
});
