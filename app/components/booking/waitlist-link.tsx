import { Link } from 'react-router';
import type { TAppointmentFormat } from '../../../contracts/booking.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { useAccount } from '../account/account-store.ts';
import { LOGIN_QUERY, NEXT_QUERY } from '../account/paths.ts';
import { waitlistFormPath } from '../waitlist/waitlist-paths.ts';
import classes from './booking.module.css';

/**
 * "Earlier, please — let me know" under the doctor's times (docs/decisions/303): the waitlist's form with the
 * service, clinic and format chosen here. A visitor signs in first, in the dialog on this page (as "reserve"
 * asks), and goes on to the form from it.
 */
export function WaitlistLink({
  doctorId,
  serviceId,
  institutionId,
  format,
  pathname,
  search,
}: {
  doctorId: number;
  serviceId: number;
  institutionId: number;
  format: TAppointmentFormat;
  pathname: string;
  search: string;
}) {
  const { t, locale } = useT();
  const account = useAccount();
  const form = localizedPath(waitlistFormPath({ doctorId, serviceId, institutionId, format }), locale);
  const signInFirst = new URLSearchParams(search);
  signInFirst.set(LOGIN_QUERY, 'patients');
  signInFirst.set(NEXT_QUERY, form);
  const visitor = account === null;
  return (
    <p className={classes.waitlist} data-waitlist-entry>
      <span className={classes.muted}>{t('waitlist.entry.booking.hint')}</span>{' '}
      <Link to={visitor ? `${pathname}?${signInFirst.toString()}` : form} replace={visitor} preventScrollReset={visitor}>
        {t('waitlist.entry.booking')}
      </Link>
    </p>
  );
}
