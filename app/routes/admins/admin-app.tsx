import '@mantine/core/styles.css';
import 'mantine-datatable/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { translate } from '../../i18n/messages.ts';
import { localeFromPath } from '../../i18n/locale.ts';
import { LoadingOverlay } from '../../shell/loading-overlay.tsx';
import { adminQueryClient, connectAdminApi } from '../../components/admin/session.ts';

/**
 * The back office runs only in the browser (ARCHITECTURE §1): the server renders the loading state
 * below, the browser loads this chunk and renders the app. The full Mantine stylesheet and the table
 * styles are imported here so public pages never load them.
 */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return (
    <div style={{ position: 'relative', minHeight: '100vh' }}>
      <LoadingOverlay />
    </div>
  );
}

export function meta({ location }: { location: { pathname: string } }) {
  const locale = localeFromPath(location.pathname);
  return [{ title: `${translate(locale, 'admin.title')} · ${translate(locale, 'brand.name')}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminApp() {
  const navigate = useNavigate();
  useEffect(() => connectAdminApi((path) => void navigate(path)), [navigate]);
  return (
    <QueryClientProvider client={adminQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
