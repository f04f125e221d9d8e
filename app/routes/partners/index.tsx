import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { localeFromPath, localizedPath } from '../../i18n/locale.ts';

/** `/partners` opens general information, the cabinet's index (SPEC §2). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  throw redirect(localizedPath('/partners/general-information', localeFromPath(new URL(request.url).pathname)));
}

export default function PartnersIndex() {
  return null;
}
