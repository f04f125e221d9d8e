import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { logoutTargetFor } from '../../api/areas.ts';
import { LoadingOverlay } from '../../shell/loading-overlay.tsx';
import { CabinetLayout, type CabinetNavItem } from '../layouts/cabinet-layout.tsx';
import { useAccount } from './account-store.ts';
import { cabinetQueryClient, connectCabinetApi } from './cabinet-query.ts';
import { signOut } from './session.ts';

/**
 * A cabinet in the browser: its query cache, the API client's hooks while mounted, and the cabinet
 * layout with sign-out (after which SPEC §2 sends patients and partners to the site root, doctors to
 * their login).
 */
export function CabinetApp({
  layout,
  navLabel,
  items,
  top,
}: {
  layout: 'patients' | 'partners' | 'cabinet-doctor';
  navLabel: string;
  items: readonly CabinetNavItem[];
  /** Shown above every page of the cabinet (the patients' ambulance strip). */
  top?: ReactNode;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const account = useAccount();
  useEffect(() => connectCabinetApi(layout, (path) => void navigate(path)), [layout, navigate]);

  async function logout() {
    const target = logoutTargetFor(pathname);
    await signOut();
    await navigate(target, { replace: true });
  }

  // Signed out (here, in the header, or by a 401): the pages go at once, so nothing of theirs
  // refetches with no session while the browser is on its way out of the cabinet.
  if (account === null) return <CabinetFallback />;
  return (
    <QueryClientProvider client={cabinetQueryClient()}>
      <CabinetLayout navLabel={navLabel} items={items} onLogout={() => void logout()}>
        {top}
        <Outlet />
      </CabinetLayout>
    </QueryClientProvider>
  );
}

/** What the server renders for a cabinet: the SPEC §9 loading overlay; the browser checks the session. */
export function CabinetFallback() {
  return (
    <div style={{ position: 'relative', minHeight: '100vh' }}>
      <LoadingOverlay />
    </div>
  );
}
