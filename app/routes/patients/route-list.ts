import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import type { Locale } from '../../../contracts/locale.ts';

/**
 * Patient cabinet routes under `/patients` (SPEC §2). `login` is a server redirect to the sign-in
 * dialog; everything else runs in the browser behind the layout's session guard.
 */
export function patientRoutes(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => `${locale}:patients:${name}`;
  return [
    route('login', 'routes/patients/login.tsx', { id: id('login') }),
    layout('routes/patients/layout.tsx', { id: id('layout') }, [
      index('routes/patients/index.tsx', { id: id('index') }),
      route('general-information', 'routes/patients/general-information.tsx', { id: id('general-information') }),
      // Her medical card (docs/decisions/226).
      route('medical-card', 'routes/patients/medical-card.tsx', { id: id('medical-card') }),
      route('wishlist', 'routes/patients/wishlist.tsx', { id: id('wishlist') }),
      // The children and relatives she books for (docs/decisions/183).
      route('family', 'routes/patients/family.tsx', { id: id('family') }),
      // Booking (docs/decisions/145).
      route('appointment', 'routes/patients/appointment.tsx', { id: id('appointment') }),
      route('created-appointment', 'routes/patients/created-appointment.tsx', { id: id('created-appointment') }),
      route('notifications', 'routes/patients/notifications.tsx', { id: id('notifications') }),
      route('payment-history', 'routes/patients/payment-history.tsx', { id: id('payment-history') }),
      // Video consultations (docs/decisions/218).
      route('video-consultation', 'routes/patients/video-consultations.tsx', { id: id('video-consultations') }),
      route('video-consultation/:id', 'routes/patients/video-consultation.tsx', { id: id('video-consultation') }),
    ]),
  ];
}
