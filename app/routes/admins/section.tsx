import { Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { resources } from '../../../resources/registry.ts';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { useT } from '../../i18n/use-t.ts';
import { can, visibleSections } from '../../components/admin/access.ts';
import { LIST_TOOLBARS } from '../../components/admin/list-toolbars.tsx';
import { NoAccess } from '../../components/admin/no-access.tsx';
import { adminPath } from '../../components/admin/paths.ts';
import { ADMIN_SECTIONS, RESOURCE_SCREENS, type AdminSection } from '../../components/admin/sections.ts';
import { sessionQuery } from '../../components/admin/session.ts';

/**
 * A section page: the list of its screens the signed-in staff member may read (handbooks, blog, SEO). Every
 * section has screens (sections.test.ts); one whose screens are all out of reach says so. The trash has a page
 * of its own (trash.tsx).
 */
export default function AdminSectionPage() {
  const { t, locale } = useT();
  const { pathname } = useLocation();
  const { data: user } = useQuery(sessionQuery);
  const name = pathname.replace(/^(\/ru)?\/admins\/?/, '').split('/')[0];
  const section = ADMIN_SECTIONS.find((candidate) => candidate === name) as AdminSection | undefined;

  if (!section) {
    return (
      <Title order={1} size="h2">
        {t('admin.not.found')}
      </Title>
    );
  }
  if (!visibleSections(user, resources).includes(section)) return <NoAccess />;

  const links = RESOURCE_SCREENS.flatMap((screen) => {
    const definition = resources.find((candidate) => candidate.name === screen.resource);
    if (!definition) return [];
    return screen.section === section && can(user, definition, 'read') ? [screen] : [];
  });

  if (links.length === 0) return <NoAccess />;
  const Toolbar = LIST_TOOLBARS[section];
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(`admin.section.${section}` as MessageKey)}
      </Title>
      {Toolbar && <Toolbar basePath={adminPath(locale, section)} user={user} />}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {links.map((screen) => (
          <li key={screen.path}>
            <Anchor component={Link} to={adminPath(locale, screen.path)}>
              {t(screen.label as MessageKey)}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
