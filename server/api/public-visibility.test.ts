import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity, createDoctor, createInstitution } from '../../tests/support/factories.ts';
import { createApiTestContext, roles, type ApiTestContext } from './testing.ts';

/**
 * A record hidden from its public page is hidden from the public API too (docs/decisions/172): the page
 * loaders and `/api/v1/{resource}` share one rule per table (features/visibility/public-rows.ts).
 */
describe('public pages and the public API agree on what is public', () => {
  let ctx: ApiTestContext;
  const ids: Record<string, number> = {};
  const slugs: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createApiTestContext();
    const db = ctx.database.db;
    const city = await createCity(db);
    const clinic = await createInstitution(db, { city, status: 'active' });
    const closedClinic = await createInstitution(db, { city, status: 'inactive' });
    const doctor = await createDoctor(db, { institution: clinic, status: 'active' });
    await ctx.database.exec(`insert into doctor_workplaces (doctor_id, institution_id) values (${doctor.id}, ${closedClinic.id})`);
    const hiddenDoctor = await createDoctor(db, { institution: clinic, status: 'inactive' });
    Object.assign(ids, { clinic: clinic.id, closedClinic: closedClinic.id, doctor: doctor.id, hiddenDoctor: hiddenDoctor.id });
    Object.assign(slugs, { clinic: clinic.slug, closedClinic: closedClinic.slug, doctor: doctor.slug, hiddenDoctor: hiddenDoctor.slug });
    const articles = await ctx.database.rows<{ id: number; slug: string }>(sql`
      insert into blog_articles (slug, name_ua, name_ru, text_ua, text_ru, status, published_at) values
        ('visible-article', 'Стаття', 'Статья', '{"type":"doc","content":[]}', '{"type":"doc","content":[]}', 'active', now() - interval '1 day'),
        ('inactive-article', 'Стаття', 'Статья', '{"type":"doc","content":[]}', '{"type":"doc","content":[]}', 'inactive', now() - interval '1 day'),
        ('scheduled-article', 'Стаття', 'Статья', '{"type":"doc","content":[]}', '{"type":"doc","content":[]}', 'scheduled', now() + interval '1 day')
      returning id, slug`);
    for (const article of articles) {
      ids[article.slug] = article.id;
      slugs[article.slug] = article.slug;
    }
  });
  afterAll(async () => ctx?.close());

  const status = async (url: string) => (await ctx.app.inject({ method: 'GET', url: `/api/v1${url}` })).statusCode;

  it('doctors: the page and the API both show the active doctor and hide the inactive one', async () => {
    ctx.actAs(null);
    const { catalog } = ctx.services;
    expect(await catalog.doctorProfile(slugs.doctor, 'ua')).not.toBeNull();
    expect(await status(`/doctors/${ids.doctor}`)).toBe(200);
    expect(await catalog.doctorProfile(slugs.hiddenDoctor, 'ua')).toBeNull();
    expect(await status(`/doctors/${ids.hiddenDoctor}`)).toBe(404);
    const list = await ctx.app.inject({ method: 'GET', url: `/api/v1/doctors?filters[id][$in]=${ids.doctor},${ids.hiddenDoctor}` });
    expect((list.json() as { data: { id: number }[] }).data.map((row) => row.id)).toEqual([ids.doctor]);
  });

  it('clinics: the page and the API hide an inactive clinic, also when embedded in a doctor', async () => {
    ctx.actAs(null);
    const { catalog } = ctx.services;
    expect(await catalog.clinicProfile(slugs.clinic, 'ua')).not.toBeNull();
    expect(await status(`/medical-institutions/${ids.clinic}`)).toBe(200);
    expect(await catalog.clinicProfile(slugs.closedClinic, 'ua')).toBeNull();
    expect(await status(`/medical-institutions/${ids.closedClinic}`)).toBe(404);
    const doctor = await ctx.app.inject({ method: 'GET', url: `/api/v1/doctors/${ids.doctor}?populate[0]=workplaces` });
    expect((doctor.json() as { data: { workplaces: { id: number }[] } }).data.workplaces.map((place) => place.id)).toEqual([ids.clinic]);
  });

  it('articles: an inactive or scheduled article is neither a page nor an API record', async () => {
    ctx.actAs(null);
    const { content } = ctx.services;
    expect(await content.articleBySlug({ slug: 'visible-article', locale: 'ua' })).not.toBeNull();
    expect(await status(`/blog/articles/${ids['visible-article']}`)).toBe(200);
    for (const slug of ['inactive-article', 'scheduled-article']) {
      expect(await content.articleBySlug({ slug, locale: 'ua' })).toBeNull();
      expect(await status(`/blog/articles/${ids[slug]}`)).toBe(404);
    }
  });

  it('staff with the read permission still read everything through the API', async () => {
    ctx.actAs(roles.staffWith(['doctors.read', 'medical-institutions.read', 'blog.articles.read']));
    expect(await status(`/doctors/${ids.hiddenDoctor}`)).toBe(200);
    expect(await status(`/medical-institutions/${ids.closedClinic}`)).toBe(200);
    expect(await status(`/blog/articles/${ids['scheduled-article']}`)).toBe(200);
    ctx.actAs(null);
  });
});
