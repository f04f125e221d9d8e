import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Outlet, redirect, useLocation, useNavigate } from 'react-router';
import { localeFromPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { isStaff } from '../../components/admin/access.ts';
import { AdminNavigation } from '../../components/admin/admin-navigation.tsx';
import { LanguageMenu } from '../../components/admin/language-menu.tsx';
import { adminPath } from '../../components/admin/paths.ts';
import { adminQueryClient, sessionQuery } from '../../components/admin/session.ts';
import { UserMenu } from '../../components/admin/user-menu.tsx';
import header from '../../components/admin/admin-header.module.css';

/** SPEC §2 "admins" layout guard: no session, or a session that is not staff, goes to the login. */
export async function clientLoader({ request }: { request: Request }) {
  const user = await adminQueryClient().fetchQuery(sessionQuery);
  if (!isStaff(user)) throw redirect(adminPath(localeFromPath(new URL(request.url).pathname), 'login'));
  return null;
}

export default function AdminLayout() {
  const { t, locale } = useT();
  const { data: user } = useQuery(sessionQuery);
  const [opened, { toggle, close }] = useDisclosure();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const firstPath = useRef(pathname);
  // Rights hold from the next request (docs/decisions/202): each move to another screen reads them again, so
  // a right given or taken since shows in the menu and the screens at once; a session gone means the login.
  useEffect(() => {
    if (pathname !== firstPath.current) void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  }, [pathname, queryClient]);
  useEffect(() => {
    if (user === null) void navigate(adminPath(locale, 'login'), { replace: true });
  }, [user, navigate, locale]);
  if (!isStaff(user)) return null;

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" className={header.start}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" className={header.burger} aria-label={t('admin.toggle.navigation')} />
            <Text component={Link} to={adminPath(locale)} fw={700} c="brand" className={header.brand}>
              {t('brand.name')}
              <span className={header.areaTitle}> · {t('admin.title')}</span>
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" className={header.end}>
            <LanguageMenu />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AdminNavigation user={user} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
