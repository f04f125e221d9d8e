import { describe, expect, it } from 'vitest';
import { FAMILY_MEMBERS_LIMIT, type TFamilyMember } from '../../contracts/family.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { useBookingApi } from './booking-testing.ts';

const setup = useBookingApi({ signedIn: true });
const { api } = setup;

const son = { last_name: 'Петренко', first_name: 'Марк', birthday: '2021-03-14', relation: 'son' };
const isoDay = (shiftDays: number) => new Date(Date.now() + shiftDays * 86_400_000).toISOString().slice(0, 10);

describe(`family members API (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('adds, lists, edits and removes the patient’s own family members', async () => {
    const added = await api<{ data: TFamilyMember }>('POST', '/account/family', { ...son, middle_name: '', gender: 'male' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ ...son, middle_name: null, gender: 'male' });
    const id = added.body.data.id;
    const edited = await api<{ data: TFamilyMember }>('PUT', `/account/family/${id}`, { ...son, first_name: 'Марко', middle_name: 'Олегович' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ first_name: 'Марко', middle_name: 'Олегович', gender: null });
    const list = await api<{ data: TFamilyMember[]; meta: { limit: number } }>('GET', '/account/family');
    expect(list.body.data.map((member) => member.first_name)).toEqual(['Марко']);
    expect(list.body.meta.limit).toBe(FAMILY_MEMBERS_LIMIT);
    expect((await api('DELETE', `/account/family/${id}`)).status).toBe(204);
    expect((await api<{ data: TFamilyMember[] }>('GET', '/account/family')).body.data).toEqual([]);
    expect((await api('DELETE', `/account/family/${id}`)).status).toBe(404);
  });

  it('refuses a birth date in the future or more than 120 years ago, bad names, an unknown relation and unknown keys', async () => {
    const future = await api<{ errors: Record<string, string[]> }>('POST', '/account/family', { ...son, birthday: isoDay(2) });
    expect(future.status).toBe(422);
    expect(Object.keys(future.body.errors)).toEqual(['birthday']);
    const ancient = await api<{ errors: Record<string, string[]> }>('POST', '/account/family', {
      ...son,
      birthday: `${new Date().getUTCFullYear() - 121}-01-01`,
    });
    expect(Object.keys(ancient.body.errors)).toEqual(['birthday']);
    const wrong = await api<{ errors: Record<string, string[]> }>('POST', '/account/family', {
      last_name: 'Петренко7',
      first_name: '',
      birthday: '2021-02-30',
      relation: 'cousin',
      extra: 1,
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(expect.arrayContaining(['birthday', 'first_name', 'last_name', 'relation']));
  });

  it('keeps each family to its patient: another patient neither sees, edits nor removes it', async () => {
    const { body } = await api<{ data: TFamilyMember }>('POST', '/account/family', son);
    setup.ctx.actAs(setup.world.otherPatient);
    expect((await api<{ data: TFamilyMember[] }>('GET', '/account/family')).body.data).toEqual([]);
    expect((await api('PUT', `/account/family/${body.data.id}`, son)).status).toBe(404);
    expect((await api('DELETE', `/account/family/${body.data.id}`)).status).toBe(404);
    setup.ctx.actAs(setup.world.partner);
    expect((await api('GET', '/account/family')).status).toBe(403);
    setup.ctx.actAs(null);
    expect((await api('POST', '/account/family', son)).status).toBe(401);
    setup.ctx.actAs(setup.world.patient);
    expect((await api<{ data: TFamilyMember[] }>('GET', '/account/family')).body.data).toHaveLength(1);
  });

  it(`keeps at most ${FAMILY_MEMBERS_LIMIT} family members`, async () => {
    for (let index = 0; index < FAMILY_MEMBERS_LIMIT; index += 1) {
      expect((await api('POST', '/account/family', { ...son, first_name: `Марк${'а'.repeat(index)}` })).status).toBe(201);
    }
    const over = await api<{ errors: Record<string, string[]> }>('POST', '/account/family', son);
    expect(over.status).toBe(422);
    expect(over.body.errors.family).toEqual(['Можна зберегти не більше 20 членів родини']);
  });
});
