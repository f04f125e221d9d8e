import { redirect } from 'react-router';
import type { Route } from './+types/login';
import { localeFromRequest } from '../../i18n/locale.ts';
import { loginDialogPath, NEXT_QUERY } from '../../components/account/paths.ts';

/** `/partners/login` is the sign-in dialog on the site root (docs/decisions/053); a safe `next` is kept. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(loginDialogPath('partners', localeFromRequest(request), new URL(request.url).searchParams.get(NEXT_QUERY)));
}

export default function PartnersLogin() {
  return null;
}
