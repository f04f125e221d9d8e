import { permissionName, type Action, type ResourceDefinition } from '../../../resources/define.ts';
import { APPOINTMENT_READ_PERMISSION } from '../../../contracts/appointment-decisions.ts';
import { ADMIN_SECTIONS, type AdminSection } from './sections.ts';

/** Sections without a resource of their own that a resource's right opens (the reports read appointments; docs/decisions/275). */
const SECTION_PERMISSIONS: Partial<Record<AdminSection, string>> = { reports: APPOINTMENT_READ_PERMISSION, 'visit-moves': APPOINTMENT_READ_PERMISSION };

/** `GET /api/v1/auth/me` data: the signed-in person with effective permission names. */
export interface AdminUser {
  id: number;
  user_type: 'user' | 'patient' | 'partner' | 'doctor';
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  is_administrator: boolean;
  permissions: string[];
}

/** Only staff (type `user`) work in the back office (SPEC §6). */
export const isStaff = (user: AdminUser | null | undefined): user is AdminUser => user?.user_type === 'user';

/** SPEC §6: the administrator may do everything; other staff need the action's permission. */
export function can(user: AdminUser | null | undefined, definition: Pick<ResourceDefinition, 'name' | 'permissions'>, action: Action): boolean {
  if (!isStaff(user)) return false;
  return user.is_administrator || user.permissions.includes(permissionName(definition, action));
}

/**
 * A section is shown when the user may read at least one of its resources. Sections with no
 * registered resource yet fall back to SECTION_PERMISSIONS or a permission named `<section>.read`; the trash shows for
 * whoever may restore anything.
 */
export function visibleSections(user: AdminUser | null | undefined, definitions: readonly ResourceDefinition[]): AdminSection[] {
  if (!isStaff(user)) return [];
  if (user.is_administrator) return [...ADMIN_SECTIONS];
  return ADMIN_SECTIONS.filter((section) => {
    if (section === 'trash') return definitions.some((definition) => definition.trash && can(user, definition, 'restore'));
    const own = definitions.filter((definition) => definition.section === section);
    if (own.length === 0) return user.permissions.includes(SECTION_PERMISSIONS[section] ?? `${section}.read`);
    return own.some((definition) => can(user, definition, 'read'));
  });
}
