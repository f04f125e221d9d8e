import '../forms/form-styles.ts';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DEFAULT_OFFER_MINUTES, type TWaitlistRequest } from '../../../contracts/waitlist.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { QueryState } from '../forms/query-state.tsx';
import { OfferNotice } from './offer-notice.tsx';
import { RequestCard } from './request-card.tsx';
import { waitlistRequestsQuery } from './waitlist-api.ts';
import bookingClasses from '../booking/booking.module.css';

/** Waiting requests first (the API answers so; kept here too, the order is what the page promises). */
const waitingFirst = (requests: readonly TWaitlistRequest[]) => [...requests].sort((a, b) => Number(b.status === 'waiting') - Number(a.status === 'waiting'));

/** `/patients/waitlist`: her requests for an earlier time, an open offer of any of them above all (docs/decisions/303). */
export function WaitlistRequests() {
  const { t } = useT();
  const query = useQuery(waitlistRequestsQuery);
  return (
    <Stack gap="xl">
      <Title order={1}>{t('waitlist.title')}</Title>
      <p className={bookingClasses.muted}>{t('waitlist.intro', { minutes: DEFAULT_OFFER_MINUTES })}</p>
      <QueryState query={query}>
        {(requests) => {
          if (requests.length === 0) return <EmptyWaitlist />;
          const offers = requests.flatMap((request) => (request.offer?.status === 'open' ? [request.offer] : []));
          return (
            <Stack gap="lg">
              {offers.map((offer) => (
                <OfferNotice key={offer.id} offer={offer} answeredAt={query.dataUpdatedAt} onExpire={() => void query.refetch()} />
              ))}
              <ul className={bookingClasses.list} aria-label={t('waitlist.list.label')}>
                {waitingFirst(requests).map((request) => (
                  <li key={request.id}>
                    <RequestCard request={request} />
                  </li>
                ))}
              </ul>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/** What the waitlist does and where one joins it: from a doctor's booking page or a visit's card. */
function EmptyWaitlist() {
  const { t, locale } = useT();
  return (
    <section className={bookingClasses.card} data-waitlist-empty>
      <p style={{ margin: 0, fontWeight: 600 }}>{t('waitlist.empty')}</p>
      <p className={bookingClasses.muted}>{t('waitlist.empty.how')}</p>
      <div className={bookingClasses.actions}>
        <Link to={localizedPath('/doctors', locale)}>{t('waitlist.empty.doctors')}</Link>
        <Link to={localizedPath('/patients/appointment', locale)}>{t('booking.nav.appointments')}</Link>
      </div>
    </section>
  );
}
