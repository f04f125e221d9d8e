import { useSearchParams } from 'react-router';
import type { Route } from './+types/password-restore';
import { privatePageMeta } from '../../components/account/meta.ts';
import { PasswordRestore } from '../../components/account/password-restore.tsx';
import { parseSignInArea } from '../../components/account/paths.ts';
import type { PublicRouteHandle } from '../../components/layouts/public-layout.tsx';

export const handle: PublicRouteHandle = { background: 'gray' };

/** Not a search result: `noindex`, like the cabinets. */
export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'restore.title');
}

/** `/password-restore?area=patients|partners|doctors` (patients by default): restore by SMS code. */
export default function PasswordRestoreRoute() {
  const [params] = useSearchParams();
  const area = parseSignInArea(params.get('area'));
  return <PasswordRestore key={area} area={area} />;
}
