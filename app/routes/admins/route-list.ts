import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import type { Locale } from '../../../contracts/locale.ts';

/**
 * Back-office routes, mounted under `/admins` (and `/ru/admins`). Everything runs in the browser:
 * `admin-app.tsx` renders a loading state on the server. The screens behind the layout are one splat route
 * whose module routes them in the browser (`screens.tsx`, docs/decisions/297).
 */
export function adminRoutes(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => `${locale}:admins:${name}`;
  return [
    layout('routes/admins/admin-app.tsx', { id: id('app') }, [
      route('login', 'routes/admins/login.tsx', { id: id('login') }),
      // A new employee's set-password link (docs/decisions/203): no session yet.
      route('set-password', 'routes/admins/set-password.tsx', { id: id('set-password') }),
      layout('routes/admins/layout.tsx', { id: id('layout') }, [
        index('routes/admins/home.tsx', { id: id('home') }),
        route('*', 'routes/admins/screens.tsx', { id: id('screens') }),
      ]),
    ]),
  ];
}
