import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import { action_log, legal_entities, sessions, users } from '../../db/schema/index.ts';
import { createCity } from '../../tests/support/factories.ts';
import { createStaffAccounts } from './partners-testing.ts';
import { useApiTestContext, roles } from './testing.ts';

/** The back office's partners (docs/decisions/200, 201): legal entities, representatives and their commands. */
const api = useApiTestContext();
const db = () => api.context.database.db;
const ENTITIES = '/api/v1/legal-entities';
const REPRESENTATIVES = '/api/v1/representatives';

async function send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await api.context.app.inject({ method, url, payload: payload as never, headers });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

const entity = (extra: Record<string, unknown> = {}) => ({
  public_name: 'ТОВ «Клініка Здоровʼя»',
  edrpou: '14360570',
  organization_phone: '+38 (044) 123-45-67',
  organization_email: 'Office@Example.com',
  head_last_name: 'Шевченко',
  ...extra,
});

let sequence = 0;
const person = (legalEntityId: number, extra: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    last_name: 'Коваленко',
    first_name: 'Олена',
    middle_name: 'Петрівна',
    email: `rep${sequence}@example.com`,
    phone: `38067000${String(sequence).padStart(4, '0')}`,
    legal_entity_id: legalEntityId,
    position: 'Адміністратор',
    ...extra,
  };
};

const logLines = (recordId: number) =>
  api.context.database.db
    .select()
    .from(action_log)
    .where(sql`${action_log.resource} = 'representatives' and ${action_log.record_id} = ${recordId}`);

beforeAll(() => createStaffAccounts(db(), [roles.administrator, roles.staffWithout, roles.staffWith([])]));
beforeEach(() => api.context.actAs(roles.administrator));

describe('legal entities', () => {
  test('are created with every SPEC §3 field, phones as digits, e-mails lower-cased, a version', async () => {
    const city = await createCity(api.context.database.db);
    const { status, body } = await send('POST', ENTITIES, entity({ city_id: city.id, country: 'Україна', head_position: 'Директор', comment: 'Договір №1' }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      public_name: 'ТОВ «Клініка Здоровʼя»',
      has_fop: false,
      edrpou: '14360570',
      city_id: city.id,
      organization_phone: '380441234567',
      organization_email: 'office@example.com',
      status: 'active',
      version: 1,
    });
  });

  test('a code with a wrong check digit is refused, in ua and in ru', async () => {
    for (const locale of ['ua', 'ru'] as const) {
      const { status, body } = await send('POST', ENTITIES, entity({ edrpou: '14360571' }), { 'accept-language': locale });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ edrpou: [translate(locale, 'validation.edrpou.checksum')] });
    }
    const fop = await send('POST', ENTITIES, entity({ edrpou: '1759013777', has_fop: true }));
    expect(fop.body.errors).toEqual({ edrpou: [translate('ua', 'validation.tax_number.checksum')] });
    expect((await send('POST', ENTITIES, entity({ edrpou: '12345' }))).body.errors).toEqual({ edrpou: [translate('ua', 'validation.edrpou.format')] });
  });

  test('a sole proprietor files a tax number, a company an ЄДРПОУ code', async () => {
    expect((await send('POST', ENTITIES, entity({ edrpou: '21560766', has_fop: true }))).body.errors).toEqual({
      edrpou: [translate('ua', 'validation.edrpou.fop')],
    });
    expect((await send('POST', ENTITIES, entity({ edrpou: '1759013776' }))).body.errors).toEqual({ edrpou: [translate('ua', 'validation.edrpou.company')] });
    const created = await send('POST', ENTITIES, entity({ public_name: 'ФОП Шевченко Т. Г.', edrpou: '1759013776', has_fop: true }));
    expect(created.status).toBe(201);
    // Turning the flag off later is judged on the stored code too.
    expect((await send('PATCH', `${ENTITIES}/${created.body.data.id}`, { has_fop: false })).body.errors).toEqual({
      edrpou: [translate('ua', 'validation.edrpou.company')],
    });
  });

  test('a taken code answers 422 "taken"; phones and e-mails are checked', async () => {
    const taken = await send('POST', ENTITIES, entity({ public_name: 'Інша' }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ edrpou: [translate('ua', 'validation.taken')] });
    const bad = await send('POST', ENTITIES, entity({ edrpou: '21560766', organization_phone: '12ab', contact_email: 'not an email' }));
    expect(bad.body.errors).toEqual({ organization_phone: [translate('ua', 'validation.phone')], contact_email: [translate('ua', 'validation.email')] });
  });

  test('staff without the permission get 403', async () => {
    api.context.actAs(roles.staffWithout);
    expect((await send('POST', ENTITIES, entity({ edrpou: '21673832' }))).status).toBe(403);
    expect((await send('GET', ENTITIES)).status).toBe(403);
  });
});

describe('representatives', () => {
  let legalEntityId: number;
  beforeAll(async () => {
    const [row] = await api.context.database.db.insert(legal_entities).values({ public_name: 'ТОВ «Добробут»', edrpou: '21673832' }).returning();
    legalEntityId = row.id;
  });

  test('staff add the partner account and the profile in one call', async () => {
    const { status, body } = await send('POST', REPRESENTATIVES, person(legalEntityId, { phone: '+38 (067) 123-45-67', locale: 'ru', comment: 'Головний' }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'Коваленко Олена Петрівна',
      legal_entity_name: 'ТОВ «Добробут»',
      phone: '380671234567',
      locale: 'ru',
      position: 'Адміністратор',
      password_created_at: null,
      api_access: 'none',
      api_client_id: null,
      version: 1,
    });
    expect(body.data).not.toHaveProperty('api_client_secret_hash');
    const [account] = await api.context.database.db.select().from(users).where(eq(users.id, body.data.user_id));
    expect(account).toMatchObject({
      user_type: 'partner',
      last_name: 'Коваленко',
      email: body.data.email,
      locale: 'ru',
      status: 'active',
      password_hash: null,
    });
    const lines = await logLines(body.data.id);
    expect(lines.map((line) => line.action)).toContain('create');
    expect(JSON.stringify(lines)).toContain('Коваленко');
  });

  test('nothing is written when the profile is refused, and a taken e-mail or phone answers 422', async () => {
    const before = await api.context.database.db.$count(users);
    const refused = await send('POST', REPRESENTATIVES, person(999_999));
    expect(refused.status).toBe(422);
    expect(await api.context.database.db.$count(users)).toBe(before);
    const first = person(legalEntityId);
    await send('POST', REPRESENTATIVES, first);
    const taken = await send('POST', REPRESENTATIVES, person(legalEntityId, { email: first.email.toUpperCase(), phone: first.phone }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: [translate('ua', 'validation.taken')], phone: [translate('ua', 'validation.taken')] });
    const missing = await send('POST', REPRESENTATIVES, { legal_entity_id: legalEntityId });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['email', 'first_name', 'last_name', 'phone']);
  });

  test('the list shows the name, the legal entity, the e-mail and phone, and searches by name', async () => {
    await send('POST', REPRESENTATIVES, person(legalEntityId, { last_name: 'Ярошенко' }));
    const { body } = await send('GET', `${REPRESENTATIVES}?search=ярош`);
    expect(body.meta.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      name: 'Ярошенко Олена Петрівна',
      legal_entity_name: 'ТОВ «Добробут»',
      email: expect.stringMatching(/@example\.com$/),
    });
    expect((await send('GET', `${REPRESENTATIVES}?search=Добробут`)).body.meta.total).toBeGreaterThan(1);
  });

  test('an edit changes the account and the profile; the version rises when only the account changed', async () => {
    const created = (await send('POST', REPRESENTATIVES, person(legalEntityId))).body.data;
    const onlyAccount = await send('PATCH', `${REPRESENTATIVES}/${created.id}`, { first_name: 'Ірина', version: created.version });
    expect(onlyAccount.status).toBe(200);
    expect(onlyAccount.body.data).toMatchObject({ name: 'Коваленко Ірина Петрівна', version: created.version + 1 });
    // A form still holding the old version is refused (docs/decisions/192).
    expect((await send('PATCH', `${REPRESENTATIVES}/${created.id}`, { last_name: 'Інша', version: created.version })).status).toBe(409);
    const {
      id: _id,
      user_id: _user,
      name: _name,
      legal_entity_name: _entity,
      password_created_at: _password,
      api_access: _access,
      ...rest
    } = onlyAccount.body.data;
    const replace = Object.fromEntries(
      [
        'last_name',
        'first_name',
        'middle_name',
        'email',
        'phone',
        'locale',
        'legal_entity_id',
        'position',
        'contact_email',
        'contact_phone',
        'comment',
        'status',
        'version',
      ].map((key) => [key, rest[key]]),
    );
    const saved = await send('PUT', `${REPRESENTATIVES}/${created.id}`, { ...replace, position: 'Директор', contact_phone: '0671112233' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ position: 'Директор', contact_phone: '380671112233', name: 'Коваленко Ірина Петрівна' });
    const update = (await logLines(created.id)).find((line) => line.action === 'update');
    expect(update?.changes).toEqual({ account: { first_name: { before: 'Олена', after: 'Ірина' } } });
  });

  test('an inactive or trashed representative cannot sign in: the account follows and its sessions end', async () => {
    const created = (await send('POST', REPRESENTATIVES, person(legalEntityId))).body.data;
    await api.context.database.db
      .insert(sessions)
      .values({ id: `s-${created.id}`, user_id: created.user_id, expires_at: new Date(Date.now() + 3_600_000), idle_timeout_seconds: 3600 });
    await send('PATCH', `${REPRESENTATIVES}/${created.id}`, { status: 'inactive' });
    const [account] = await api.context.database.db.select().from(users).where(eq(users.id, created.user_id));
    expect(account.status).toBe('inactive');
    expect(await api.context.database.db.$count(sessions, eq(sessions.user_id, created.user_id))).toBe(0);
    expect((await send('DELETE', `${REPRESENTATIVES}/${created.id}`)).status).toBe(204);
    const [trashed] = await api.context.database.db.select().from(users).where(eq(users.id, created.user_id));
    expect(trashed.deleted_at).not.toBeNull();
    expect((await send('PATCH', `${REPRESENTATIVES}/${created.id}/restore`)).status).toBe(200);
  });
});
