import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, redirect } from 'react-router';
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
