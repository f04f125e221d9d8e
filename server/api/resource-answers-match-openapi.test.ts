import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources/registry.ts';
import { seedDemoData } from '../../seed/index.ts';
import { createApiTestContext, roles, type ApiTestContext } from './testing.ts';

/**
 * Every registry resource's list and record, as a visitor and as staff, on the demo data, checked against the
 * OpenAPI document the way a validating proxy between client and server checks them (issue "Reliability").
 */
interface Validate {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}
const requireHere = createRequire(import.meta.url);
const Ajv2020 = (
  createRequire(requireHere.resolve('ajv-formats'))('ajv/dist/2020') as { default: new (options: object) => { compile(schema: object): Validate } }
).default;
const addFormats = (requireHere('ajv-formats') as { default: (ajv: object) => void }).default;

type Operations = Record<string, { responses: Record<string, { content?: Record<string, { schema?: object }> }> }>;

let ctx: ApiTestContext;
let document: { paths: Record<string, Operations>; components?: object };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

beforeAll(async () => {
  ctx = await createApiTestContext();
  await seedDemoData(ctx.database, { scale: 0.01, today: new Date('2026-11-02T09:00:00Z') });
  document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
}, 120_000);
afterAll(async () => ctx?.close());

const validators = new Map<string, Validate>();
function validatorFor(path: string): Validate | undefined {
  const schema = document.paths[path]?.get?.responses['200']?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  if (!validators.has(path)) validators.set(path, ajv.compile({ ...schema, components: document.components }));
  return validators.get(path);
}

describe('every resource answer matches the OpenAPI document', () => {
  it('lists, records and every populated relation, as a visitor, a patient, a partner, a doctor and staff', async () => {
    const broken: string[] = [];
    let checked = 0;
    for (const who of [null, roles.patient, roles.partner, roles.doctor, roles.administrator]) {
      ctx.actAs(who);
      for (const definition of resources) {
        const base = `/api/v1/${definition.name}`;
        const list = await ctx.app.inject({ method: 'GET', url: `${base}?limit=5` });
        if (list.statusCode !== 200) continue;
        const check = (path: string, url: string, body: unknown) => {
          const validate = validatorFor(path);
          checked += 1;
          if (!validate) broken.push(`${url}: no schema for 200`);
          else if (!validate(body)) broken.push(`${who?.user_type ?? 'visitor'} ${url}: ${JSON.stringify(validate.errors?.slice(0, 2))}`);
        };
        check(base, `${base}?limit=5`, list.json());
        const first = (list.json() as { data: { id: number | string }[] }).data[0];
        if (!first) continue;
        const populated = Object.keys(definition.populate ?? {}).map((name) => `${base}/${first.id}?populate[]=${name}`);
        for (const url of [`${base}/${first.id}`, ...populated]) {
          const record = await ctx.app.inject({ method: 'GET', url });
          if (record.statusCode === 200) check(`${base}/{id}`, url, record.json());
        }
      }
    }
    console.log(`resource answers: ${checked} checked against the document`);
    expect(checked).toBeGreaterThan(150);
    expect(broken).toEqual([]);
  }, 120_000);
});
