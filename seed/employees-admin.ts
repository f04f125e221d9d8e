import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ensurePermissionsAndRoles } from '../features/accounts/bootstrap.ts';
import { permissions, role_permissions, roles, user_permissions, user_roles, users } from '../db/schema/index.ts';
import { DEMO_EMPLOYEE } from '../db/demo-data/demo-accounts.ts';
import type { SeedContext } from './steps/context.ts';

const ALL = ['read', 'create', 'update', 'delete', 'restore'] as const;
const every = (...resources: string[]) => resources.flatMap((resource) => ALL.map((action) => `${resource}.${action}`));

/** Two demo roles beside the built-in ones (docs/decisions/202): what a real back office would set up first. */
export const DEMO_ROLES = [
  {
    name: 'content-manager',
    title_ua: 'Контент-менеджер',
    title_ru: 'Контент-менеджер',
    // The blog, the disease directory, the content pages, the promotions with their participants and the SEO texts.
    permissions: [
      ...every(
        'blog.articles',
        'blog.authors',
        'blog.categories',
        'blog.tags',
        'blog.comments',
        'directory-diseases',
        'content-pages',
        'content-blocks',
        'promotions',
      ),
      ...every('seo.filtered-pages', 'seo.filtered-page-patterns', 'seo.texts'),
    ],
  },
  {
    name: 'partner-manager',
    title_ua: 'Менеджер з партнерів',
    title_ru: 'Менеджер по партнёрам',
    // Partners' legal entities and representatives; their clinics, doctors and visits to read and correct.
    permissions: [
      ...every('legal-entities', 'representatives'),
      ...['medical-institutions', 'doctors', 'doctor-services', 'timesheets'].flatMap((resource) => [`${resource}.read`, `${resource}.update`]),
      'appointments.read',
    ],
  },
] as const;

/** The demo employee's direct permissions, on top of the content manager's role: answering reviews. */
const DEMO_EMPLOYEE_DIRECT = ['reviews.read', 'reviews.update'];

/**
 * The staff part of the demo data: the permissions and built-in roles (the first start's bootstrap would make
 * them a moment later), the two demo roles, and the demo employee Олена Бондаренко, a content manager who also
 * answers reviews. Staff rows outlive a re-seed (seed/index.ts `removeDemoData`), so each piece is made
 * only when missing. Her password is the demo accounts' one (features/accounts/demo-accounts.ts).
 */
export async function seedStaffDemo(context: SeedContext): Promise<void> {
  const { db } = context;
  await ensurePermissionsAndRoles(db);
  await db
    .insert(roles)
    .values(DEMO_ROLES.map(({ name, title_ua, title_ru }) => ({ name, title_ua, title_ru })))
    .onConflictDoNothing();
  const ids = new Map((await db.select({ id: permissions.id, name: permissions.name }).from(permissions)).map((row) => [row.name, row.id]));
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(
      inArray(
        roles.name,
        DEMO_ROLES.map((role) => role.name),
      ),
    );
  const roleIds = new Map(roleRows.map((row) => [row.name, row.id]));
  for (const role of DEMO_ROLES) {
    const grants = role.permissions.flatMap((name) => (ids.has(name) ? [{ role_id: roleIds.get(role.name)!, permission_id: ids.get(name)! }] : []));
    if (grants.length) await db.insert(role_permissions).values(grants).onConflictDoNothing();
  }

  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.user_type, 'user'), sql`lower(${users.email}) = ${DEMO_EMPLOYEE.email}`, isNull(users.deleted_at)));
  if (existing) return;
  const [employee] = await db
    .insert(users)
    .values({
      user_type: 'user',
      email: DEMO_EMPLOYEE.email,
      phone: DEMO_EMPLOYEE.phone,
      first_name: 'Олена',
      last_name: 'Бондаренко',
      middle_name: 'Іванівна',
      gender: 'female',
      position: 'manager',
      address: { country: 'Україна', region: 'Київська', city: 'Київ', street: 'вул. Велика Васильківська', house: '15, кв. 4' },
    })
    .returning({ id: users.id });
  await db.insert(user_roles).values({ user_id: employee.id, role_id: roleIds.get('content-manager')! });
  await db
    .insert(user_permissions)
    .values(DEMO_EMPLOYEE_DIRECT.flatMap((name) => (ids.has(name) ? [{ user_id: employee.id, permission_id: ids.get(name)! }] : [])));
}
