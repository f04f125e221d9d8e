import type { ComponentType } from 'react';
import type { RecordPanelProps } from './record-panel-props.ts';
import { AppointmentHistory } from './appointment-history.tsx';
import { ContentBlockPanel } from './content/block-panel.tsx';
import { ContentPageBlocksPanel } from './content/page-blocks-panel.tsx';
import { PromotionParticipantsPanel } from './promotion-participants-panel.tsx';
import { ServicePromotionNotice } from './service-promotion-notice.tsx';
import { ArticlePreviewPanel } from './article-preview-panel.tsx';
import { EmployeeAccessPanel } from './staff/employee-access-panel.tsx';
import { RolePermissionsPanel } from './staff/role-permissions-panel.tsx';
import { SeoPreviewPanel } from './seo/seo-preview-panel.tsx';

/**
 * Parts of a record's page a field list cannot describe, by registry name (docs/decisions/202): what they edit
 * lives in other tables and is saved by its own declared route. Most resources have none.
 */
const PANELS: Readonly<Record<string, ComponentType<RecordPanelProps>>> = {
  // A visit's history of answers, payments and changes (docs/decisions/207).
  appointments: ({ id }) => (id === undefined ? null : <AppointmentHistory id={id} />),
  // A content page's blocks, sortable, and its preview; a block's page and preview (docs/decisions/288).
  'content-pages': ContentPageBlocksPanel,
  'content-blocks': ContentBlockPanel,
  // The article's public page before it is published (docs/decisions/285).
  'blog/articles': ArticlePreviewPanel,
  employees: EmployeeAccessPanel,
  roles: RolePermissionsPanel,
  // The live preview of an SEO editor's texts (docs/decisions/287).
  'seo/filtered-pages': (props) => <SeoPreviewPanel {...props} withType />,
  'seo/filtered-page-patterns': (props) => <SeoPreviewPanel {...props} withType />,
  'seo/texts': (props) => <SeoPreviewPanel {...props} withType={false} />,
  // A promotion's participants, and on a service the running promotion that freezes it (docs/decisions/286).
  promotions: PromotionParticipantsPanel,
  'doctor-services': ServicePromotionNotice,
};

export function RecordPanel({ resource, ...props }: RecordPanelProps & { resource: string }) {
  const Panel = Object.hasOwn(PANELS, resource) ? PANELS[resource] : undefined;
  return Panel ? <Panel {...props} /> : null;
}
