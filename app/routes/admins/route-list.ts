import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import type { Locale } from '../../../contracts/locale.ts';
import { ADMIN_SECTIONS, RESOURCE_SCREENS } from '../../components/admin/sections.ts';

/**
 * Back-office routes, mounted under `/admins` (and `/ru/admins`). Everything runs in the browser:
 * `admin-app.tsx` renders a loading state on the server. Each registry resource listed in
 * RESOURCE_SCREENS gets the generic list, trash, add and edit screens at its SPEC §2 path.
 */
export function adminRoutes(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => `${locale}:admins:${name.replaceAll('/', '.')}`;
  const resourceRoutes = RESOURCE_SCREENS.flatMap((screen) => [
    route(screen.path, 'routes/admins/resource-list.tsx', { id: id(`${screen.path}:list`) }),
    route(`${screen.path}/trash`, 'routes/admins/resource-list.tsx', { id: id(`${screen.path}:trash`) }),
    route(`${screen.path}/add`, 'routes/admins/resource-edit.tsx', { id: id(`${screen.path}:add`) }),
    route(`${screen.path}/:id`, 'routes/admins/resource-edit.tsx', { id: id(`${screen.path}:edit`) }),
  ]);
  // A section whose list is its own path (`/admins/reviews`) needs no section page; the others get one
  // listing their screens, which also answers a path under them that names no screen.
  const sectionRoutes = ADMIN_SECTIONS.filter((section) => !RESOURCE_SCREENS.some((screen) => screen.path === section)).map((section) =>
    section === 'trash'
      ? route(section, 'routes/admins/trash.tsx', { id: id(`section:${section}`) })
      : route(`${section}/*`, 'routes/admins/section.tsx', { id: id(`section:${section}`) }),
  );
  return [
    layout('routes/admins/admin-app.tsx', { id: id('app') }, [
      route('login', 'routes/admins/login.tsx', { id: id('login') }),
      // A new employee's set-password link (docs/decisions/203): no session yet.
      route('set-password', 'routes/admins/set-password.tsx', { id: id('set-password') }),
      layout('routes/admins/layout.tsx', { id: id('layout') }, [
        index('routes/admins/home.tsx', { id: id('home') }),
        ...resourceRoutes,
        // Timesheets (docs/decisions/130): before the `doctors/*` section page.
        route('doctors/:id/timesheets', 'routes/admins/doctor-timesheets.tsx', { id: id('doctors:timesheets') }),
        route('timesheets', 'routes/admins/timesheets.tsx', { id: id('timesheets') }),
        // Imports (docs/decisions/204): from the institutions' and the doctors' lists.
        route('medical-institutions/import', 'routes/admins/import.tsx', { id: id('medical-institutions:import') }),
        route('doctors/import', 'routes/admins/import.tsx', { id: id('doctors:import') }),
        // The appointment report across partners (docs/decisions/275): before the `reports/*` section page.
        route('reports', 'routes/admins/reports.tsx', { id: id('reports') }),
        ...sectionRoutes,
        route('*', 'routes/admins/section.tsx', { id: id('unknown') }),
      ]),
    ]),
  ];
}
