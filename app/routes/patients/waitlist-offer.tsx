import type { Route } from './+types/waitlist-offer';
import { privatePageMeta } from '../../components/account/meta.ts';
import { WaitlistOfferPage } from '../../components/waitlist/offer-page.tsx';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'waitlist.offer.title');
}

/** `/patients/waitlist/offers/{id}`: an earlier time held for her, to take or let go (docs/decisions/303). */
export default function PatientWaitlistOfferPage() {
  return <WaitlistOfferPage />;
}
