/**
 * The back office's sections (SPEC §2 "Admin back office") and the generic resource screens mounted
 * under them. Plain data: the route list imports it, so it must stay free of React and of the registry.
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

export const RESOURCE_SCREENS: readonly ResourceScreen[] = [
  { path: 'handbooks/doctor-features', resource: 'doctor-features', section: 'handbooks', label: 'admin.handbook.doctor-features' },
  { path: 'handbooks/languages', resource: 'languages', section: 'handbooks', label: 'admin.handbook.languages' },
  {
    path: 'handbooks/medical-institution-features',
    resource: 'medical-institution-features',
    section: 'handbooks',
    label: 'admin.handbook.medical-institution-features',
  },
  { path: 'handbooks/medical-institution-type', resource: 'medical-institution-types', section: 'handbooks', label: 'admin.handbook.medical-institution-type' },
  { path: 'handbooks/specialization', resource: 'specializations', section: 'handbooks', label: 'admin.handbook.specialization' },
  { path: 'notifications/outbox', resource: 'outbox-messages', section: 'notifications', label: 'resources.outbox-messages.plural' },
  { path: 'reviews', resource: 'reviews', section: 'reviews', label: 'resources.reviews.plural' },
  { path: 'questions-answers', resource: 'questions-answers', section: 'questions-answers', label: 'resources.questions-answers.plural' },
  { path: 'blog/comments', resource: 'blog/comments', section: 'blog', label: 'resources.blog/comments.plural' },
  { path: 'support', resource: 'support', section: 'support', label: 'resources.support.plural' },
  { path: 'emergency', resource: 'emergency', section: 'emergency', label: 'resources.emergency.plural' },
];


/** `/ru/admins/handbooks/specialization/12` → the specialization screen. */
export function screenForPath(pathname: string): ResourceScreen | undefined {
  const rest = pathname.replace(/^(\/ru)?\/admins\/?/, '');
  return RESOURCE_SCREENS.find((screen) => rest === screen.path || rest.startsWith(`${screen.path}/`));
}
