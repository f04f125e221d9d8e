import { Route, Routes } from 'react-router';
import { ADMIN_SECTIONS, RESOURCE_SCREENS } from '../../components/admin/sections.ts';
import AdminDoctorTimesheets from './doctor-timesheets.tsx';
import AdminImport from './import.tsx';
import AdminReportsPage from './reports.tsx';
import ResourceEdit from './resource-edit.tsx';
import ResourceList from './resource-list.tsx';
import AdminSectionPage from './section.tsx';
import AdminTimesheets from './timesheets.tsx';
import AdminVisitMoves from './visit-moves.tsx';
import GlobalTrashPage from './trash.tsx';

/**
 * Every back-office screen under the layout, routed in the browser (docs/decisions/297): the server knows the
 * back office as one splat route, so the few hundred screens do not lengthen the route list every public page is
 * matched against. Each registry resource in RESOURCE_SCREENS gets the generic list, trash, add and edit screens
 * at its SPEC §2 path; a screen's element is keyed by its route, so moving between two screens of one kind
 * starts the second afresh, as separate routes did.
 */
const SCREEN_ROUTES = [
  ...RESOURCE_SCREENS.flatMap((screen) => [
    { path: screen.path, key: `${screen.path}:list`, Screen: ResourceList },
    { path: `${screen.path}/trash`, key: `${screen.path}:trash`, Screen: ResourceList },
    { path: `${screen.path}/add`, key: `${screen.path}:add`, Screen: ResourceEdit },
    { path: `${screen.path}/:id`, key: `${screen.path}:edit`, Screen: ResourceEdit },
  ]),
  { path: 'doctors/:id/timesheets', key: 'doctors:timesheets', Screen: AdminDoctorTimesheets },
  { path: 'timesheets', key: 'timesheets', Screen: AdminTimesheets },
  { path: 'medical-institutions/import', key: 'medical-institutions:import', Screen: AdminImport },
  { path: 'doctors/import', key: 'doctors:import', Screen: AdminImport },
  { path: 'reports', key: 'reports', Screen: AdminReportsPage },
  { path: 'visit-moves', key: 'visit-moves', Screen: AdminVisitMoves },
  { path: 'visit-moves/:id', key: 'visit-moves:one', Screen: AdminVisitMoves },
  // A section whose list is its own path (`/admins/reviews`) needs no section page; the others get one listing
  // their screens, which also answers a path under them that names no screen.
  ...ADMIN_SECTIONS.filter((section) => !RESOURCE_SCREENS.some((screen) => screen.path === section)).map((section) =>
    section === 'trash'
      ? { path: section, key: `section:${section}`, Screen: GlobalTrashPage }
      : { path: `${section}/*`, key: `section:${section}`, Screen: AdminSectionPage },
  ),
  { path: '*', key: 'unknown', Screen: AdminSectionPage },
];

export default function AdminScreens() {
  return (
    <Routes>
      {SCREEN_ROUTES.map(({ path, key, Screen }) => (
        <Route key={key} path={path} element={<Screen key={key} />} />
      ))}
    </Routes>
  );
}
