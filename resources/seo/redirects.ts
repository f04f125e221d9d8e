import { z } from 'zod';
import { REDIRECT_STATUSES, ZRedirectSource, ZRedirectStatus, ZRedirectTarget } from '../../contracts/redirects.ts';
import { common, optionsOf } from '../fields.ts';
import { resource } from '../resource.ts';

/**
 * SPEC §7 redirect lookup: old site paths staff send elsewhere (docs/decisions/245). The server hooks
 * (features/redirects) store the path normalised, refuse loops and tell every app instance of a change.
 */
export const seoRedirects = resource({
  name: 'seo/redirects',
  table: 'redirects',
  section: 'seo',
  screen: { path: 'seo/redirects' },
  writes: 'create',
  defaultSort: 'id:desc',
  fields: {
    id: common.id,
    source_path: { rule: ZRedirectSource, input: 'text', unique: true, filterable: true, sortable: true, searchable: true, column: true },
    target: { rule: ZRedirectTarget, input: 'text', filterable: true, searchable: true, column: true },
    http_status: {
      rule: ZRedirectStatus.optional(),
      input: 'select',
      options: optionsOf(REDIRECT_STATUSES, 'redirects.status'),
      initial: '301',
      filter: true,
      column: true,
    },
    is_active: { rule: z.boolean().optional(), input: 'boolean', initial: true, filter: true, sortable: true, column: 'boolean' },
    created_at: { ...common.createdAt, column: 'date' },
    updated_at: { ...common.updatedAt, column: 'date' },
  },
});
