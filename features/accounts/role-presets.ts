import { permissionName, type Action, type ResourceDefinition } from '../../resources/define.ts';

/** The staff positions of SPEC §3 double as the built-in roles (docs/decisions/033). */
export const BUILT_IN_ROLES = ['admin', 'manager', 'B/A'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

export const ROLE_TITLES: Record<BuiltInRole, { title_ua: string; title_ru: string }> = {
  admin: { title_ua: 'Адміністратор', title_ru: 'Администратор' },
  manager: { title_ua: 'Менеджер', title_ru: 'Менеджер' },
  'B/A': { title_ua: 'Бізнес-аналітик', title_ru: 'Бизнес-аналитик' },
};

const ACTION_TITLES: Record<Action, { ua: string; ru: string }> = {
  read: { ua: 'перегляд', ru: 'просмотр' },
  create: { ua: 'створення', ru: 'создание' },
  update: { ua: 'редагування', ru: 'редактирование' },
  delete: { ua: 'видалення', ru: 'удаление' },
  restore: { ua: 'відновлення', ru: 'восстановление' },
};

/** Back-office sections that administer staff (employees, roles, permissions; the action log): `admin` only. */
const STAFF_ADMINISTRATION = new Set(['employees', 'action-log']);
/**
 * Patients' personal data, partners' accounts with their API credentials, and messages to people (phones,
 * e-mails, sandbox codes): managers read, analysts do not.
 */
const PERSONAL_AND_CREDENTIALS = new Set(['patients', 'partners', 'notifications']);

export interface PermissionSeed {
  name: string;
  title_ua: string;
  title_ru: string;
  resource: string;
  /** Back-office section of the resource, which decides the presets. */
  section: string;
  action: Action;
}

/** One permission per action of every resource (restore only where the resource has a trash). */
export function permissionsOf(definitions: readonly Pick<ResourceDefinition, 'name' | 'permissions' | 'trash' | 'section'>[]): PermissionSeed[] {
  const seeds = new Map<string, PermissionSeed>();
  for (const definition of definitions) {
    const actions: Action[] = ['read', 'create', 'update', 'delete', ...(definition.trash ? (['restore'] as const) : [])];
    for (const action of actions) {
      const name = permissionName(definition, action);
      seeds.set(name, {
        name,
        title_ua: `${definition.name}: ${ACTION_TITLES[action].ua}`,
        title_ru: `${definition.name}: ${ACTION_TITLES[action].ru}`,
        resource: definition.name,
        section: definition.section,
        action,
      });
    }
  }
  return [...seeds.values()];
}

/**
 * What each built-in role holds. `admin`: everything. `manager`: runs the catalogue, content, bookings
 * and feedback; reads partners and patients; never administers staff. `B/A` (business analyst): reads
 * everything except staff administration and personal data, for reports.
 */
export function roleIncludes(role: BuiltInRole, permission: Pick<PermissionSeed, 'section' | 'action'>): boolean {
  if (role === 'admin') return true;
  if (STAFF_ADMINISTRATION.has(permission.section)) return false;
  const personal = PERSONAL_AND_CREDENTIALS.has(permission.section);
  if (role === 'manager') return permission.action === 'read' || !personal;
  return permission.action === 'read' && !personal;
}
