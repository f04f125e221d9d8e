import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { logoutTargetFor } from '../../api/areas.ts';
import { signOut } from '../../../contracts/routes/auth.ts';
import { call } from '../../api/call.ts';
import { useT } from '../../i18n/use-t.ts';
import type { AdminUser } from './access.ts';
import { clearAdminSession } from './session.ts';
import header from './admin-header.module.css';

/** The signed-in person and sign-out; after sign-out the area's login (SPEC §2). */
export function UserMenu({ user }: { user: AdminUser }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email || '';

  async function logout() {
    await call(signOut).catch(() => undefined);
    clearAdminSession();
    await navigate(logoutTargetFor(pathname), { replace: true });
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" px="xs" rightSection={<IconChevronDown size={16} aria-hidden />} aria-label={`${t('admin.user.menu')}: ${name}`}>
          <span className={header.userName}>{name}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          {t('admin.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
