/**
 * `npx tsx bench/openapi-diff.ts <before.json> [after.json]`: what an OpenAPI document lost and gained against
 * an earlier one, for a person to read when the way routes are documented changes (docs/decisions/187).
 * Without `after.json` the current document is built. Lost: a path, an operation, a parameter (name and
 * place), a success or error status, a request body. Gained: operations, operationIds, success answers
 * with a schema. Exits 1 when anything was lost.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../server/api/openapi.ts';

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete', 'head', 'options']);
const [beforeFile, afterFile, writeTo] = process.argv.slice(2);
if (!beforeFile) throw new Error('usage: tsx bench/openapi-diff.ts <before.json> [after.json] [--write after.json]');

const before = (JSON.parse(readFileSync(beforeFile, 'utf8')) as { paths: Paths }).paths;
const currentDocument = afterFile && afterFile !== '--write' ? JSON.parse(readFileSync(afterFile, 'utf8')) : buildOpenApiDocument();
if (afterFile === '--write' && writeTo) writeFileSync(writeTo, JSON.stringify(currentDocument, null, 2));
const after = (currentDocument as { paths: Paths }).paths;

const lost: string[] = [];
const operations = (paths: Paths) =>
  Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
const hasSchema = (operation: Operation | undefined) =>
  Object.entries(operation?.responses ?? {}).some(
    ([status, answer]) => status.startsWith('2') && Object.values(answer.content ?? {}).some((media) => media.schema),
  );

for (const { path, method, operation } of operations(before)) {
  const now = after[path]?.[method];
  const where = `${method.toUpperCase()} ${path}`;
  if (!now) {
    lost.push(`${where}: operation`);
    continue;
  }
  const parameters = new Set((now.parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`));
  for (const parameter of operation.parameters ?? []) {
    if (!parameters.has(`${parameter.in}:${parameter.name}`)) lost.push(`${where}: parameter ${parameter.in}:${parameter.name}`);
  }
  for (const status of Object.keys(operation.responses ?? {})) {
    if (!now.responses?.[status]) lost.push(`${where}: response ${status}`);
  }
  if (operation.requestBody && !now.requestBody) lost.push(`${where}: request body`);
  if (operation.operationId && now.operationId !== operation.operationId) lost.push(`${where}: operationId ${operation.operationId}`);
  if (hasSchema(operation) && !hasSchema(now)) lost.push(`${where}: success schema`);
}

const count = (paths: Paths, test: (operation: Operation) => boolean) => operations(paths).filter(({ operation }) => test(operation)).length;
const row = (label: string, test: (operation: Operation) => boolean) => `${label}: ${count(before, test)} → ${count(after, test)}`;
console.log(row('operations', () => true));
console.log(row('with operationId', (operation) => Boolean(operation.operationId)));
console.log(row('with a success schema', hasSchema));
const missing = operations(after).filter(
  ({ operation }) => !hasSchema(operation) && !Object.keys(operation.responses ?? {}).some((status) => status === '204' || status === '303'),
);
console.log(`JSON successes still without a schema: ${missing.length}`);
for (const { path, method } of missing) console.log(`  ${method.toUpperCase()} ${path}`);
if (lost.length) {
  console.log(`LOST (${lost.length}):`);
  for (const line of lost) console.log(`  ${line}`);
  process.exitCode = 1;
} else {
  console.log('nothing lost');
}
