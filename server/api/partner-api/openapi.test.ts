import { createRequire } from 'node:module';
import { beforeAll, describe, expect, test } from 'vitest';
import { PARTNER_API_BASE } from '../../../contracts/partner-api.ts';
import { routePath, type RouteDeclaration } from '../../../contracts/routes/define.ts';
import { PARTNER_RESOURCES, partnerApiRoutes } from '../../../contracts/routes/partner-api.ts';
import { TEST_DATABASE_URL } from '../../../tests/support/test-db.ts';
import { buildOpenApiDocument } from '../openapi.ts';
import { documentedPath } from '../route-openapi.ts';
import { DECLARED_PARTNER_ROUTES } from './routes.ts';
import { call, partnerRecords, usePartnerApi, type PartnerRecords } from './testing.ts';

/**
 * The partner API's part of the OpenAPI document, now made from its declarations (docs/decisions/292): every
 * operation the hand-written description had is still there, every route the server serves is described, and
 * real answers fit the schemas the document gives them.
 */

/** The operations of the hand-written description this document replaced: none may go. */
const FORMER_OPERATIONS = {
  'POST /oauth/token': 'partnerToken',
  'GET /doctors': 'partnerListDoctors',
  'GET /doctors/{id}': 'partnerGetDoctors',
  'GET /clinics': 'partnerListClinics',
  'GET /clinics/{id}': 'partnerGetClinics',
  'GET /services': 'partnerListServices',
  'GET /services/{id}': 'partnerGetServices',
  'GET /timesheets': 'partnerListTimesheets',
  'GET /timesheets/{id}': 'partnerGetTimesheets',
  'GET /appointments': 'partnerListAppointments',
  'GET /appointments/{id}': 'partnerGetAppointments',
  'GET /doctors/{id}/slots': 'partnerDoctorSlots',
  'GET /doctors/{id}/timesheets': 'partnerDoctorTimesheets',
  'POST /doctors/{id}/timesheets': 'partnerCreateTimesheet',
  'PATCH /timesheets/{id}': 'partnerUpdateTimesheet',
  'POST /timesheets/{id}/entries': 'partnerAddTimesheetEntry',
  'PATCH /timesheets/{id}/entries/{entryId}': 'partnerUpdateTimesheetEntry',
  'DELETE /timesheets/{id}/entries/{entryId}': 'partnerRemoveTimesheetEntry',
  'POST /timesheets/{id}/activate': 'partnerActivateTimesheet',
  'POST /timesheets/{id}/deactivate': 'partnerDeactivateTimesheet',
  'POST /appointments/{id}/approve': 'partnerApproveAppointment',
  'POST /appointments/{id}/reject': 'partnerRejectAppointment',
  'GET /webhooks': 'partnerListWebhooks',
  'POST /webhooks': 'partnerCreateWebhook',
  'POST /webhooks/{id}/rotate-secret': 'partnerRotateWebhookSecret',
  'DELETE /webhooks/{id}': 'partnerDeleteWebhook',
  'GET /webhooks/{id}/deliveries': 'partnerWebhookDeliveries',
};

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema?: object; example?: unknown }> }>;
}
const document = buildOpenApiDocument();
const paths = document.paths as Record<string, Record<string, Operation>>;
const partnerOperations = Object.entries(paths)
  .filter(([path]) => path.startsWith(`${PARTNER_API_BASE}/`))
  .flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path.slice(PARTNER_API_BASE.length)}`, operation })),
  );

describe('the partner API in the OpenAPI document', () => {
  test('keeps every operation of the former hand-written description, with its id', () => {
    const ids = Object.fromEntries(partnerOperations.map(({ route, operation }) => [route, operation.operationId]));
    for (const [route, operationId] of Object.entries(FORMER_OPERATIONS)) expect(ids[route], route).toBe(operationId);
  });

  test('names the scope of every call and the client authentication of the token endpoint', () => {
    for (const declaration of partnerApiRoutes) {
      const operation = paths[documentedPath(declaration, PARTNER_API_BASE)][declaration.method.toLowerCase()];
      const { access } = declaration;
      if ('partnerToken' in access) {
        expect(operation.security, declaration.operationId).toEqual([{ partnerOAuth: [access.partnerToken] }]);
        expect(Object.keys(operation.responses), declaration.operationId).toEqual(expect.arrayContaining(['401', '403', '429']));
      } else {
        expect(operation.security, declaration.operationId).toEqual([{ partnerClient: [] }, {}]);
      }
    }
    expect(document.components.securitySchemes).toHaveProperty('partnerOAuth.flows.clientCredentials.tokenUrl', `${PARTNER_API_BASE}/oauth/token`);
  });
});

/** The draft 2020-12 validator of ajv 8 (OpenAPI 3.1 schemas), as installed beside ajv-formats. */
interface Validate {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}
const requireHere = createRequire(import.meta.url);
const requireBesideFormats = createRequire(requireHere.resolve('ajv-formats'));
const Ajv2020 = (requireBesideFormats('ajv/dist/2020') as { default: new (options: object) => { compile(schema: object): Validate } }).default;
const ajv = new Ajv2020({ strict: false, allErrors: true });
(requireHere('ajv-formats') as { default: (ajv: object) => void }).default(ajv);

describe(`the partner API serves what its document describes (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const api = usePartnerApi();
  let own: PartnerRecords;
  beforeAll(async () => {
    own = await partnerRecords(api.suite, api.suite.a, '/hooks/document');
  });

  test('every route the server registers under the prefix is described, and every described one is served', () => {
    const served = [...DECLARED_PARTNER_ROUTES].map((route) => route.replace(/:(\w+)/g, '{$1}')).sort();
    expect(served).toEqual(partnerOperations.map(({ route }) => route).sort());
  });

  test('real answers fit the schemas of the document', async () => {
    const check = async (declaration: RouteDeclaration, params: Record<string, number> = {}, query = '') => {
      const answer = await call(api.suite, own.token, declaration.method as 'GET', `/${routePath(declaration, params)}${query}`);
      expect(answer.status, `${declaration.operationId}: ${JSON.stringify(answer.body)}`).toBe(declaration.answer.status);
      const schema =
        paths[documentedPath(declaration, PARTNER_API_BASE)][declaration.method.toLowerCase()].responses[declaration.answer.status].content?.[
          'application/json'
        ]?.schema;
      expect(schema, declaration.operationId).toBeDefined();
      // The record schemas are components: the answer's schema is compiled beside them, so its references resolve.
      const validate = ajv.compile({ ...schema, components: { schemas: document.components.schemas } });
      expect(validate(answer.body), `${declaration.operationId}: ${JSON.stringify(validate.errors)}`).toBe(true);
    };
    const byId = Object.fromEntries(partnerApiRoutes.map((declaration) => [declaration.operationId, declaration]));
    const ids = { doctors: own.doctor, clinics: own.clinic, services: own.service, timesheets: own.timesheet, appointments: own.appointment };
    for (const kind of Object.keys(PARTNER_RESOURCES) as (keyof typeof ids)[]) {
      const title = kind.replace(/^./, (letter) => letter.toUpperCase());
      await check(byId[`partnerList${title}`]);
      // A many-relation (a doctor's specializations) is its linked ids on a read without populate.
      await check(byId[`partnerGet${title}`], { id: ids[kind] });
    }
    await check(byId.partnerDoctorSlots, { id: own.doctor }, `?service_id=${own.service}&institution_id=${own.clinic}`);
    await check(byId.partnerDoctorWaitlist, { id: own.doctor });
    await check(byId.partnerListWebhooks);
    await check(byId.partnerWebhookDeliveries, { id: own.webhook });
    await check(byId.partnerDoctorTimesheets, { id: own.doctor });
    await check(byId.partnerApproveAppointment, { id: own.appointment });
  });
});
