import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import type { Locale } from '../../../contracts/locale.ts';

/**
 * Doctor cabinet routes under `/cabinet-doctor` (SPEC §2). The login is a page of its own in the
 * login layout; the cabinet runs in the browser behind the layout's session guard.
 */
export function doctorRoutes(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => `${locale}:cabinet-doctor:${name}`;
  return [
    route('login', 'routes/cabinet-doctor/login.tsx', { id: id('login') }),
    layout('routes/cabinet-doctor/layout.tsx', { id: id('layout') }, [
      index('routes/cabinet-doctor/home.tsx', { id: id('home') }),
      // Video consultations and their history (docs/decisions/218).
      route('video-consultations', 'routes/cabinet-doctor/video-consultations.tsx', { id: id('video-consultations') }),
      route('video-consultations/:id', 'routes/cabinet-doctor/video-consultation.tsx', { id: id('video-consultation') }),
      // A visit's patient's medical card, read only (docs/decisions/226).
      route('medical-card/:id', 'routes/cabinet-doctor/medical-card.tsx', { id: id('medical-card') }),
      route('consultation-history', 'routes/cabinet-doctor/consultation-history.tsx', { id: id('consultation-history') }),
    ]),
  ];
}
