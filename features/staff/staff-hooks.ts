import type { Db } from '../../db/client.ts';
import { BUILT_IN_ROLES } from '../accounts/role-presets.ts';
import { ValidationError } from '../errors.ts';
import type { ResourceHooks } from '../records/hooks.ts';
import type { PasswordLinks } from './password-links.ts';

const builtIn = new Set<string>(BUILT_IN_ROLES);

/**
 * What the generic writes of employees and roles cannot say as data (docs/decisions/202, 203):
 * - the built-in administrator stays active, and only the administrator edits its record;
 * - nobody deactivates themselves (they would lock themselves out mid-session);
 * - a new active employee gets a set-password link by e-mail, queued in the same transaction;
 * - the built-in roles keep the names the start-up looks them up by.
 */
export function staffHooks(links: PasswordLinks): Readonly<Record<string, ResourceHooks>> {
  return {
    employees: {
      async beforeWrite(_executor, { before, merged }, { user }) {
        if (before?.is_administrator) {
          if (user && !user.is_administrator) throw new ValidationError({ id: ['admin.administrator.profile.own'] }, 'admin.administrator.profile.own');
          if (merged.status !== 'active')
            throw new ValidationError({ status: ['admin.administrator.cannot.be.deactivated'] }, 'admin.administrator.cannot.be.deactivated');
        }
        if (before && user && before.id === user.id && merged.status !== 'active') {
          throw new ValidationError({ status: ['admin.employee.cannot.deactivate.self'] });
        }
      },
      async afterWrite(executor, { action, id, after }, { locale, user }) {
        if (action !== 'create' || after?.status !== 'active' || !after.email) return;
        // The engine hands hooks its transaction typed as the slice it writes with; the outbox insert needs no more.
        await links.issue(executor as Db, id, { locale, createdBy: user?.id });
      },
    },
    roles: {
      async beforeWrite(_executor, { before, values }) {
        if (before && builtIn.has(String(before.name)) && values.name !== undefined && values.name !== before.name) {
          throw new ValidationError({ name: ['admin.role.built.in.name'] });
        }
      },
    },
  };
}
