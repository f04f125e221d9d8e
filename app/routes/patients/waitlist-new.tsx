import type { Route } from './+types/waitlist-new';
import { privatePageMeta } from '../../components/account/meta.ts';
import { NewWaitlistRequest } from '../../components/waitlist/new-request.tsx';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'waitlist.new.title');
}

/** `/patients/waitlist/new?doctor=…`: asking for an earlier time (docs/decisions/303). */
export default function PatientWaitlistNewPage() {
  return <NewWaitlistRequest />;
}
