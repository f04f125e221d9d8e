import { Alert, Button, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import type { TSlotDay, TSlotsResponse } from '../../../contracts/booking.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { useAccount } from '../account/account-store.ts';
import { NEXT_QUERY } from '../account/paths.ts';
import { formatDayLong } from './format.ts';
import { SlotPicker, type findSlot } from './slot-picker.tsx';
import type { HoldState } from './use-hold.ts';
import classes from './booking.module.css';

/** The time step: the days and free times, the "reserve" button, and what went wrong with a time. */
export function TimeStep({
  slots,
  days,
  activeDate,
  chosen,
  holdMinutes,
  staleStart,
  formOpen,
  held,
  back,
  stepRef,
  onDate,
  onStart,
  waitlist,
}: {
  slots: UseQueryResult<TSlotsResponse['data']>;
  days: readonly TSlotDay[];
  activeDate: string | null;
  chosen: ReturnType<typeof findSlot>;
  holdMinutes: number;
  staleStart: boolean;
  formOpen: boolean;
  held: HoldState;
  /** This very choice, to come back to after registering. */
  back: string;
  stepRef: RefObject<HTMLElement | null>;
  onDate: (date: string | null) => void;
  onStart: (start: string) => void;
  /** The way into the waitlist, when the doctor takes one (docs/decisions/303). */
  waitlist?: ReactNode;
}) {
  const { t, locale } = useT();
  const account = useAccount();
  const { notice } = held;
  return (
    <section className={classes.step} ref={stepRef} tabIndex={-1} aria-labelledby="booking-slots-title" data-step="slots">
      <h2 className={classes.stepTitle} id="booking-slots-title">
        {t('booking.step.time')}
      </h2>
      <p className={classes.muted}>{t('booking.slots.zone')}</p>
      {notice && (
        <Alert color={notice.tone} role="alert" mt="sm">
          {notice.text}
        </Alert>
      )}
      {staleStart && (
        <Alert color="yellow" role="status" mt="sm">
          {t('booking.slot.gone')}
        </Alert>
      )}
      {slots.isPending ? (
        <p role="status" className={classes.muted}>
          <Loader size="xs" aria-hidden /> {t('booking.slots.loading')}
        </p>
      ) : slots.isError ? (
        <Alert color="red" role="alert" mt="sm">
          {t('booking.slots.failed')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void slots.refetch()}>
            {t('cabinet.retry')}
          </Button>
        </Alert>
      ) : (
        <SlotPicker
          days={days}
          value={{ date: activeDate, start: chosen?.slot.start ?? null }}
          disabled={formOpen}
          onChange={(next) => {
            onDate(next.date);
            held.setNotice(null);
            // Looking at another day is not a step of its own: only a chosen time goes into the history.
            if (next.start) onStart(next.start);
          }}
        />
      )}
      {!formOpen && (
        <div className={classes.actions} style={{ marginTop: '1rem' }}>
          <Button size="md" onClick={() => void held.reserve()} loading={held.holding} disabled={!chosen} data-action="reserve">
            {t('booking.reserve')}
          </Button>
          {chosen ? (
            <span className={classes.muted}>
              {t('booking.reserve.hint', { day: formatDayLong(locale, chosen.day.date), time: chosen.slot.time, minutes: holdMinutes })}
            </span>
          ) : (
            <span className={classes.muted}>{t('booking.reserve.choose')}</span>
          )}
          {account === null && (
            <p className={classes.muted} style={{ flexBasis: '100%' }}>
              {t('booking.signin.needed')}{' '}
              <Link to={`${localizedPath('/registration', locale)}?${new URLSearchParams({ [NEXT_QUERY]: back })}`}>{t('signin.register')}</Link>
            </p>
          )}
        </div>
      )}
      {!formOpen && waitlist}
    </section>
  );
}
