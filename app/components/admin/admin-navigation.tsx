import { NavLink, ScrollArea } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { resources } from '../../../resources/registry.ts';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { useT } from '../../i18n/use-t.ts';
import { can, visibleSections, type AdminUser } from './access.ts';
import { adminPath } from './paths.ts';
import { RESOURCE_SCREENS } from './sections.ts';

/** Every SPEC §2 section the user may open; built sections list their screens beneath. */
export function AdminNavigation({ user, onNavigate }: { user: AdminUser; onNavigate?: () => void }) {
  const { t, locale } = useT();
  const { pathname } = useLocation();
  const sections = visibleSections(user, resources);

  return (
    <ScrollArea component="nav" aria-label={t('admin.navigation')} h="100%">
      {sections.map((section) => {
        const href = adminPath(locale, section);
        const screens = RESOURCE_SCREENS.filter((screen) => {
          const definition = resources.find((candidate) => candidate.name === screen.resource);
          return screen.section === section && definition && can(user, definition, 'read');
        });
        const active = pathname === href || pathname.startsWith(`${href}/`);
        if (screens.length === 0) {
          return (
            <NavLink key={section} component={RouterLink} to={href} label={t(`admin.section.${section}` as MessageKey)} active={active} onClick={onNavigate} />
          );
        }
        return (
          <NavLink key={section} label={t(`admin.section.${section}` as MessageKey)} defaultOpened={active} childrenOffset="md">
            {screens.map((screen) => {
              const screenHref = adminPath(locale, screen.path);
              return (
                <NavLink
                  key={screen.path}
                  component={RouterLink}
                  to={screenHref}
                  label={t(screen.label as MessageKey)}
                  active={pathname === screenHref || pathname.startsWith(`${screenHref}/`)}
                  aria-current={pathname === screenHref ? 'page' : undefined}
                  onClick={onNavigate}
                />
              );
            })}
          </NavLink>
        );
      })}
    </ScrollArea>
  );
}
