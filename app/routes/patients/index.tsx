import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { localeFromPath, localizedPath } from '../../i18n/locale.ts';

/** `/patients` opens general information, the cabinet's index (SPEC §2). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  throw redirect(localizedPath('/patients/general-information', localeFromPath(new URL(request.url).pathname)));
}

export default function PatientsIndex() {
  return null;
}
