import '../forms/form-styles.ts';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatKopecks } from '../../../contracts/numbers.ts';
import type { TWaitlistOffer } from '../../../contracts/waitlist.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { formatDayLong, formatDayNumeric } from '../booking/format.ts';
import { isApiError } from '../forms/form-errors.ts';
import { QueryState } from '../forms/query-state.tsx';
import { acceptWaitlistOffer, declineWaitlistOffer, keysChangedByOffer, OFFER_GONE, waitlistOfferQuery } from './waitlist-api.ts';
import { DoctorLine, Facts, OfferCountdown, WRAPPING } from './waitlist-parts.tsx';
import { placeText } from './waitlist-text.ts';
import bookingClasses from '../booking/booking.module.css';
import classes from './waitlist.module.css';

/** `/patients/waitlist/offers/{id}`: an offered time, held for her for a while; she takes it or lets it go (docs/decisions/303). */
export function WaitlistOfferPage() {
  const { t, locale } = useT();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...waitlistOfferQuery(valid ? id : 0), enabled: valid });
  return (
    <Stack gap="xl">
      <Title order={1}>{t('waitlist.offer.title')}</Title>
      {valid ? (
        <QueryState query={query}>{(offer) => <Offer offer={offer} answeredAt={query.dataUpdatedAt} refresh={() => void query.refetch()} />}</QueryState>
      ) : (
        <Alert color="yellow" role="status">
          {t('waitlist.offer.gone')} <Link to={localizedPath('/patients/waitlist', locale)}>{t('waitlist.back')}</Link>
        </Alert>
      )}
    </Stack>
  );
}

function Offer({ offer, answeredAt, refresh }: { offer: TWaitlistOffer; answeredAt: number; refresh: () => void }) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  // The server's words when the time turned out no longer hers (answered elsewhere, expired, withdrawn) while shown open.
  const [gone, setGone] = useState<string | null>(null);
  const open = offer.status === 'open' && gone === null;
  const back = <Link to={localizedPath('/patients/waitlist', locale)}>{t('waitlist.back')}</Link>;

  async function answer(which: 'accept' | 'decline') {
    setBusy(which);
    try {
      await (which === 'accept' ? acceptWaitlistOffer(offer.id) : declineWaitlistOffer(offer.id));
      for (const queryKey of keysChangedByOffer) void queryClient.invalidateQueries({ queryKey });
      if (which === 'accept') {
        showToast({ severity: 'success', detail: t(offer.mode === 'move' ? 'waitlist.offer.taken.move' : 'waitlist.offer.taken.extra') });
        await navigate(localizedPath('/patients/appointment', locale));
      } else {
        showToast({ severity: 'success', detail: t('waitlist.offer.declined') });
        await navigate(localizedPath('/patients/waitlist', locale));
      }
    } catch (error) {
      // Anything else the API client has told her already.
      if (!isApiError(error)) throw error;
      if (OFFER_GONE.includes(error.status)) {
        setGone(error.body?.message || t('waitlist.offer.gone'));
        refresh();
      }
    } finally {
      setBusy(null);
    }
  }

  const when = `${formatDayLong(locale, offer.date)}, ${offer.time}`;
  return (
    <Stack gap="lg" data-offer={offer.id} data-offer-status={offer.status}>
      {open && (
        // First on a phone's screen: the time, how long it is hers, and the two answers; the details follow.
        <section className={classes.offer} aria-labelledby="waitlist-offer-when">
          <h2 className={classes.offerTitle} id="waitlist-offer-when">
            {when}
          </h2>
          <p className={bookingClasses.muted}>{t('waitlist.offer.intro')}</p>
          {offer.mode === 'move' && offer.visit && (
            <p style={{ margin: 0, fontWeight: 600 }} data-offer-moves={offer.visit.id}>
              {t('waitlist.offer.move.note', { date: formatDayNumeric(locale, offer.visit.date), time: offer.visit.time })}
            </p>
          )}
          <OfferCountdown secondsLeft={offer.seconds_left} answeredAt={answeredAt} onExpire={refresh} />
          <div className={classes.answers}>
            <Button
              size="lg"
              styles={WRAPPING}
              loading={busy === 'accept'}
              disabled={busy !== null}
              onClick={() => void answer('accept')}
              data-action="offer-accept"
            >
              {t('waitlist.offer.take')}
            </Button>
            <Button
              size="lg"
              styles={WRAPPING}
              variant="default"
              loading={busy === 'decline'}
              disabled={busy !== null}
              onClick={() => void answer('decline')}
              data-action="offer-decline"
            >
              {t('waitlist.offer.decline')}
            </Button>
          </div>
        </section>
      )}
      {gone !== null && (
        <Alert color="yellow" role="alert" data-offer-gone>
          {gone} {back}
        </Alert>
      )}
      {gone === null && offer.status !== 'open' && (
        <Alert color={offer.status === 'accepted' ? 'green' : 'yellow'} role="status" data-offer-closed={offer.status}>
          {t(`waitlist.offer.status.${offer.status}`)}{' '}
          {offer.status === 'accepted' ? <Link to={localizedPath('/patients/appointment', locale)}>{t('waitlist.offer.appointment')}</Link> : back}
        </Alert>
      )}
      <section className={bookingClasses.card} aria-label={t('booking.created.details')}>
        <DoctorLine doctor={offer.doctor} />
        <Facts
          rows={[
            [t('waitlist.offer.when'), when],
            [t('booking.field.place'), placeText(t, offer)],
            [t('booking.field.service'), `${offer.service.name} (${t('booking.duration', { n: offer.service.duration })})`],
            [t('booking.field.cost'), offer.cost > 0 ? formatKopecks(offer.cost) : t('booking.cost.free')],
            [t('waitlist.field.patient'), offer.patient_name],
          ]}
        />
      </section>
    </Stack>
  );
}
