import { resources } from '../../../resources/registry.ts';

/**
 * The back office's sections (SPEC §2 "Admin back office") and the generic resource screens mounted
 * under them, taken from the resource registry. The route list imports it, so it stays free of React.
 */
export const ADMIN_SECTIONS = [
  'action-log',
  'blog',
  'content-pages',
  'directory-diseases',
  'doctors',
  'emergency',
  'employees',
  'entries',
  'handbooks',
  'medical-institutions',
  'notifications',
  'partners',
  'patients',
  'promotions',
  'questions-answers',
  'reports',
  'reviews',
  'seo',
  'services',
  'support',
  'timesheets',
  // Moving every visit of a clinic's time range for it (docs/decisions/309).
  'visit-moves',
  'trash',
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** A registry resource managed by the generic list / add / edit / trash screens at `path`. */
export interface ResourceScreen {
  /** Under /admins, as SPEC §2 names it: `handbooks/specialization`. */
  path: string;
  /** Registry name: `specializations`. */
  resource: string;
  section: AdminSection;
  /** i18n key of the screen's title in navigation. */
  label: string;
}

/** Every registry resource with generic screens (`admin.screen` of its definition), in registry order. */
export const RESOURCE_SCREENS: readonly ResourceScreen[] = resources.flatMap((definition) =>
  definition.admin.screen
    ? [{ path: definition.admin.screen.path, resource: definition.name, section: definition.section as AdminSection, label: definition.admin.screen.label }]
    : [],
);

/** `/ru/admins/handbooks/specialization/12` → the specialization screen; the longest path wins (`employees/roles/3` is a role). */
export function screenForPath(pathname: string): ResourceScreen | undefined {
  const rest = pathname.replace(/^(\/ru)?\/admins\/?/, '');
  const matching = RESOURCE_SCREENS.filter((screen) => rest === screen.path || rest.startsWith(`${screen.path}/`));
  return matching.sort((a, b) => b.path.length - a.path.length)[0];
}
