import type { FastifyInstance } from 'fastify';
import { ZListQuery, ZRecordQuery } from '../../contracts/list-query.ts';
import type { Services } from '../../features/services.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import { resources } from '../../resources/registry.ts';
import { Readable } from 'node:stream';
import { translate } from '../../app/i18n/catalogs.ts';
import { logStaffAction } from '../../features/audit/action-log.ts';
import { csvExport } from '../../features/records/export.ts';
import { authorize, authorizeExport } from './access.ts';
import { parseQuery, pathId } from './request-parts.ts';

/**
 * The one generic route table (ARCHITECTURE §3): the same eleven routes for every resource of the
 * registry. Handlers check access, parse, call the resource service and answer.
 */
export async function resourceRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const service = services.resources;
  // Bodies are JSON only: any other content type answers 400 instead of reaching validation as a string.
  api.removeContentTypeParser('text/plain');
  const register = (definition: ResourceDefinition) => {
    const base = `/${definition.name}`;

    api.get(base, async (request) => service.list(definition, parseQuery(ZListQuery, request), authorize(request, definition, 'read')));

    // The filtered, sorted list as CSV, streamed page by page whatever its size (features/records/export.ts).
    api.get(`${base}/export.csv`, async (request, reply) => {
      const context = authorizeExport(request, definition);
      const query = parseQuery(ZListQuery, request);
      // The first page checks the query before anything is sent: a filter not allowed is still a 400.
      const { meta } = await service.list(definition, { ...query, page: 1, limit: 1 }, context, { audit: false });
      await logStaffAction(services.database.db, context.user, {
        action: 'export',
        resource: definition.name,
        changes: {
          total: meta.total,
          ...(query.search && { search: query.search }),
          ...(request.url.includes('filters') && { query: request.url.split('?')[1] }),
        },
      });
      const t = (key: string) => translate(context.locale, key);
      const rows = csvExport(definition, query, (page) => service.list(definition, page, context, { audit: false }), t);
      const file = `${definition.name.replaceAll('/', '-')}-${new Date().toISOString().slice(0, 10)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .header('x-total-count', String(meta.total))
        .send(Readable.from(rows));
    });

    api.get(`${base}/:id`, async (request) => {
      const context = authorize(request, definition, 'read');
      return { data: await service.get(definition, pathId(request), parseQuery(ZRecordQuery, request), context) };
    });

    api.post(base, async (request, reply) => {
      const context = authorize(request, definition, 'create');
      return reply.status(201).send({ data: await service.create(definition, request.body, context) });
    });

    api.put(`${base}/:id`, async (request) => {
      const context = authorize(request, definition, 'update');
      return { data: await service.update(definition, pathId(request), request.body, 'replace', context) };
    });

    api.patch(`${base}/:id`, async (request) => {
      const context = authorize(request, definition, 'update');
      return { data: await service.update(definition, pathId(request), request.body, 'patch', context) };
    });

    api.patch(`${base}/:id/restore`, async (request) => {
      const context = authorize(request, definition, 'restore');
      return { data: await service.restore(definition, pathId(request), context) };
    });

    api.delete(`${base}/:id`, async (request, reply) => {
      const context = authorize(request, definition, 'delete');
      await service.remove(definition, pathId(request), context);
      return reply.status(204).send();
    });

    api.post(`${base}/batch-delete`, async (request, reply) => {
      await service.batchDelete(definition, request.body, authorize(request, definition, 'delete'));
      return reply.status(204).send();
    });

    api.post(`${base}/batch-restore`, async (request) => ({
      data: await service.batchRestore(definition, request.body, authorize(request, definition, 'restore')),
    }));

    api.post(`${base}/batch-update`, async (request) => ({
      data: await service.batchUpdate(definition, request.body, authorize(request, definition, 'update')),
    }));

    api.post(`${base}/batch-create`, async (request, reply) => {
      const context = authorize(request, definition, 'create');
      return reply.status(201).send({ data: await service.batchCreate(definition, request.body, context) });
    });
  };
  for (const definition of resources) register(definition);
}
