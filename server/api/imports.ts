import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../app/i18n/catalogs.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import {
  importPercent,
  MAX_IMPORT_BYTES,
  type ImportColumn,
  type ImportFormat,
  type ImportKind,
  type ImportStatus,
  type TImportJob,
} from '../../contracts/imports.ts';
import * as routes from '../../contracts/routes/imports.ts';
import { checkImportRight, createImportsService } from '../../features/imports/service.ts';
import type { ImportRow } from '../../features/imports/jobs.ts';
import { importTemplate } from '../../features/imports/templates.ts';
import type { Services } from '../../features/services.ts';
import { handleError } from '../plugins/errors.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

const FILE_TYPES = ['application/octet-stream', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** A column's label in a language: what a header may say instead of its technical name. */
export const columnLabel = (locale: Locale, name: string) => translate(locale, `admin.import.column.${name}`);

/** The hint of a column: its values, a list, or what it is looked up by. */
export function columnHint(locale: Locale, column: ImportColumn): string {
  const parts = [
    column.values ? translate(locale, 'admin.import.hint.values', { values: column.values.join(', ') }) : '',
    column.lookup ? translate(locale, `admin.import.hint.lookup.${column.lookup}`) : '',
    column.list ? translate(locale, 'admin.import.hint.list') : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** The import as the browser sees it: messages translated into the caller's language. */
function present(job: ImportRow & { target_name: string | null; stale: boolean }, locale: Locale): TImportJob {
  const status: ImportStatus = job.stale ? 'failed' : (job.status as ImportStatus);
  const messageKey = job.stale ? 'admin.import.error.interrupted' : job.message_key;
  return {
    id: job.id,
    kind: job.kind as ImportKind,
    target_id: job.target_id,
    target_name: job.target_name,
    file_name: job.file_name,
    status,
    total: job.total,
    done: job.done,
    percent: importPercent(status, job.done, job.total),
    created: job.created,
    message: messageKey ? translate(locale, messageKey, { max: MAX_IMPORT_BYTES / 1024 / 1024 }) : null,
    errors: job.errors.map((error) => ({ row: error.row, column: error.column, message: translate(locale, error.key, error.params) })),
    error_count: job.error_count,
    cancel_requested: job.cancel_requested,
    created_at: job.created_at.toISOString(),
    finished_at: job.finished_at?.toISOString() ?? null,
  };
}

/** SPEC §8 "file too large" instead of the generic "request too large". */
function answerTooLarge(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return handleError(error, request, reply);
  return reply.status(413).send({ message: translate(requestLocale(request), 'admin.import.error.too.large', { max: MAX_IMPORT_BYTES / 1024 / 1024 }) });
}

/**
 * Imports from CSV and XLSX (docs/decisions/204, 205), declared in contracts/routes/imports.ts. The file is
 * the raw body; the import runs on after the 202 in this instance, and any instance answers its progress.
 */
export async function importRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const imports = createImportsService(services.database, {
    aliases: (name) => [columnLabel('ua', name), columnLabel('ru', name)],
    onError: (error) => api.log.error({ err: error }, 'import failed'),
  });
  api.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) => done(null, body));
  api.setErrorHandler(answerTooLarge);

  register(api, routes.startImport, async ({ params, query, body, user, request }) => {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
    const { id } = await imports.start({ kind: params.kind, targetId: query.target_id, fileName: query.file_name ?? null, bytes, user });
    return { data: present(await imports.read(id, user), requestLocale(request)) };
  });
  register(api, routes.importStatus, async ({ params, user, request }) => ({ data: present(await imports.read(params.id, user), requestLocale(request)) }));
  register(api, routes.cancelImport, async ({ params, user, request }) => ({ data: present(await imports.cancel(params.id, user), requestLocale(request)) }));

  register(api, routes.importTemplate, async ({ params, query, user, request, reply }) => {
    const [kind, format] = params.file.split('.') as [ImportKind, ImportFormat];
    checkImportRight(user, kind);
    const locale = query.locale ?? requestLocale(request);
    const file = await importTemplate(kind, format, {
      label: (column) => columnLabel(locale, column.name),
      hint: (column) => columnHint(locale, column),
      headings: {
        column: translate(locale, 'admin.import.columns.name'),
        label: translate(locale, 'admin.import.columns.label'),
        required: translate(locale, 'admin.import.columns.required'),
        values: translate(locale, 'admin.import.columns.values'),
        example: translate(locale, 'admin.import.columns.example'),
      },
      yes: translate(locale, 'admin.import.columns.yes'),
      helpSheet: translate(locale, 'admin.import.columns.sheet'),
    });
    const type = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return reply
      .header('content-type', type)
      .header('content-disposition', `attachment; filename="${params.file}"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
}
