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
      // The waitlist: an earlier time offered when one frees (docs/decisions/303).
      route('waitlist', 'routes/patients/waitlist.tsx', { id: id('waitlist') }),
      route('waitlist/new', 'routes/patients/waitlist-new.tsx', { id: id('waitlist-new') }),
      route('waitlist/offers/:id', 'routes/patients/waitlist-offer.tsx', { id: id('waitlist-offer') }),
      // Her visit the clinic moves: the time held for her, another, or a cancel with a refund (docs/decisions/309).
      route('visit-moves/:id', 'routes/patients/visit-move.tsx', { id: id('visit-move') }),
      route('payment-history', 'routes/patients/payment-history.tsx', { id: id('payment-history') }),
      // Video consultations (docs/decisions/218).
      route('video-consultation', 'routes/patients/video-consultations.tsx', { id: id('video-consultations') }),
      route('video-consultation/:id', 'routes/patients/video-consultation.tsx', { id: id('video-consultation') }),
      // Support requests and the ambulance request (docs/decisions/232–233).
      route('support', 'routes/patients/support.tsx', { id: id('support') }),
      route('ambulance', 'routes/patients/ambulance.tsx', { id: id('ambulance') }),
      // Her reviews and the referral program (docs/decisions/229, 230).
      route('reviews', 'routes/patients/reviews.tsx', { id: id('reviews') }),
      route('referral', 'routes/patients/referral.tsx', { id: id('referral') }),
    ]),
  ];
}
