import { beforeAll, describe, expect, test } from 'vitest';
import { seedDemoData } from '../../seed/index.ts';
import { REPRESENTATIVE_ACCOUNT_FIELDS } from '../../resources/representatives.ts';
import { createStaffAccounts } from './partners-testing.ts';
import { useApiTestContext, roles } from './testing.ts';

/**
 * The demo administrator tries the partners section on the demo data (docs/decisions/200, 201): every demo
 * legal entity and representative opens and saves unchanged, and the demo partner can get credentials.
 */
const api = useApiTestContext();

async function send(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
  const response = await api.context.app.inject({ method, url: `/api/v1/${url}`, payload: payload as never });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

/** What the form sends back: the fields its schema writes, as the record holds them. */
const formValues = (record: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(names.filter((name) => record[name] !== null && record[name] !== undefined).map((name) => [name, record[name]]));

const ENTITY_FIELDS = [
  'public_name',
  'has_fop',
  'edrpou',
  'country',
  'city_id',
  'organization_phone',
  'organization_email',
  'contact_phone',
  'contact_email',
  'head_position',
  'head_last_name',
  'head_first_name',
  'head_middle_name',
  'address',
  'comment',
  'status',
  'version',
];
const REPRESENTATIVE_FIELDS = [
  ...REPRESENTATIVE_ACCOUNT_FIELDS,
  'legal_entity_id',
  'position',
  'contact_email',
  'contact_phone',
  'comment',
  'status',
  'version',
];

describe('the partners section on the demo data', () => {
  beforeAll(async () => {
    await seedDemoData(api.context.database, { scale: 0.02 });
    await createStaffAccounts(api.context.database.db, [roles.administrator]);
    api.context.actAs(roles.administrator);
  }, 120_000);

  test('every demo legal entity and representative saves unchanged', async () => {
    const entities = (await send('GET', 'legal-entities?skipPagination=true&fields=*')).body.data as Record<string, unknown>[];
    const people = (await send('GET', 'representatives?skipPagination=true&fields=*')).body.data as Record<string, unknown>[];
    expect(entities.length).toBeGreaterThan(0);
    expect(people.length).toBe(entities.length);
    for (const entity of entities) {
      const saved = await send('PUT', `legal-entities/${entity.id}`, formValues(entity, ENTITY_FIELDS));
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    for (const person of people) {
      expect(person.name).toBeTruthy();
      expect(person.legal_entity_name).toBeTruthy();
      const saved = await send('PUT', `representatives/${person.id}`, formValues(person, REPRESENTATIVE_FIELDS));
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
  }, 60_000);

  test('the demo partner gets API credentials and a password by e-mail', async () => {
    const [partner] = (await send('GET', 'representatives?search=partner@vizyt.local')).body.data;
    expect(partner).toMatchObject({ email: 'partner@vizyt.local', api_access: 'none' });
    expect((await send('POST', `representatives/${partner.id}/api-credentials`)).status).toBe(201);
    expect((await send('POST', `representatives/${partner.id}/password/email`)).status).toBe(202);
  });
});
