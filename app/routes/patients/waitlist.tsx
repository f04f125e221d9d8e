import type { Route } from './+types/waitlist';
import { privatePageMeta } from '../../components/account/meta.ts';
import { WaitlistRequests } from '../../components/waitlist/waitlist-list.tsx';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'waitlist.title');
}

/** `/patients/waitlist`: her requests for an earlier time and their offers (docs/decisions/303). */
export default function PatientWaitlistPage() {
  return <WaitlistRequests />;
}
