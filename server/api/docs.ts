import type { FastifyInstance } from 'fastify';
import { resources } from '../../resources/registry.ts';
import { apiNotFound } from '../plugins/errors.ts';
import { escapeHtml } from '../../contracts/html.ts';
import { buildOpenApiDocument } from './openapi.ts';

/** A plain index of the API for people: every path and method, linking to the JSON document. No external assets. */
function renderIndex(document: ReturnType<typeof buildOpenApiDocument>): string {
  const rows = Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, { summary?: string }>).map(
        ([method, operation]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary ?? '')}</td></tr>`,
      ),
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vizyt API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#1c1c1a}
table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #e7e7e7;padding:.3rem .5rem;vertical-align:top}code{font-size:13px}</style>
</head><body>
<h1>Vizyt API <small>v1</small></h1>
<p>${escapeHtml(document.info.description)}</p>
<p>Machine-readable: <a href="/api/docs/openapi.json">OpenAPI 3.1 (JSON)</a>. Resources: ${resources.length}.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}

/** `/api/docs` (HTML index), `/api/docs/openapi.json`, and JSON 404 for any other path under `/api`. */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const openApi = () => (document ??= buildOpenApiDocument());
  app.get('/docs/openapi.json', async () => openApi());
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderIndex(openApi())));
  app.all('/*', async (request, reply) => apiNotFound(request, reply));
}
