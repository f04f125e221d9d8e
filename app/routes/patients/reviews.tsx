import type { Route } from './+types/reviews';
import { privatePageMeta } from '../../components/account/meta.ts';
import { PatientReviews } from '../../components/patient-cabinet/patient-reviews.tsx';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'myreviews.title');
}

/** `/patients/reviews` (docs/decisions/229). */
export default function PatientReviewsRoute() {
  return <PatientReviews />;
}
