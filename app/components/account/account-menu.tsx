import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { logoutTargetFor } from '../../api/areas.ts';
import { useT } from '../../i18n/use-t.ts';
import { displayName, type AccountProfile } from './account.ts';
import { cabinetPathFor } from './paths.ts';
import { signOut } from './session.ts';

/** The header's menu for a signed-in person: their cabinet and sign-out (loaded after hydration). */
export default function AccountMenu({ account }: { account: AccountProfile }) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const name = displayName(account);

  async function logout() {
    await signOut();
    await navigate(logoutTargetFor(pathname), { replace: true });
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          maw="min(15rem, 100%)"
          rightSection={<IconChevronDown size={16} aria-hidden />}
          aria-label={t('account.menu', { name })}
          styles={{ inner: { minWidth: 0 }, label: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } }}
        >
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={cabinetPathFor(account.user_type, locale)} leftSection={<IconUserCircle size={16} aria-hidden />}>
          {t('account.cabinet')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          {t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
