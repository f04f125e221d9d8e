import '../forms/form-styles.ts';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Button } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TBookingOptions, TSlotDay } from '../../../contracts/booking.ts';
import { isNotice } from '../../../contracts/clinic-status.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { useAccount } from '../account/account-store.ts';
import { cabinetQueryClient } from '../account/cabinet-query.ts';
import { profileQuery } from '../account/cabinet-queries.ts';
import { LOGIN_QUERY, NEXT_QUERY } from '../account/paths.ts';
import { QueryState } from '../forms/query-state.tsx';
import { stayHereOnSignIn } from '../account/sign-in-request.ts';
import { bookingOptionsQuery, slotsQuery } from './booking-api.ts';
import { resolveChoice, withChoice, type ResolvedChoice } from './booking-choice.ts';
import { createDraftStore, historyStep, withHeldSlot } from './booking-draft.ts';
import { BookingForm } from './booking-form.tsx';
import { ClinicStatusBadge, ClinicStatusNotice } from '../clinic-status/clinic-status-badge.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { formatDayLong } from './format.ts';
import { HoldCountdown } from './hold-countdown.tsx';
import { EMPTY_PATIENT, withProfile, type PatientValues } from './patient-form.tsx';
import { ServicePrice } from './service-price.tsx';
import { findSlot } from './slot-picker.tsx';
import { TimeStep } from './time-step.tsx';
import { useHold } from './use-hold.ts';
import { WaitlistLink } from './waitlist-link.tsx';
import classes from './booking.module.css';

/** History state of an entry whose time choice has an entry of its own behind it (or is that entry). */
const TIMES_BEHIND = { timesBehind: true } as const;
const timesAreBehind = (state: unknown) => typeof state === 'object' && state !== null && 'timesBehind' in state;

/** The interactive part of `/doctor/{slug}/appointment`; it runs in the browser only (its own chunk). */
export default function BookingFlow({ doctorId }: { doctorId: number }) {
  return (
    <QueryClientProvider client={cabinetQueryClient()}>
      <BookingOptions doctorId={doctorId} />
    </QueryClientProvider>
  );
}

function BookingOptions({ doctorId }: { doctorId: number }) {
  const query = useQuery(bookingOptionsQuery(doctorId));
  return <QueryState query={query}>{(options) => <Booking options={options} />}</QueryState>;
}

function Booking({ options }: { options: TBookingOptions }) {
  const { t, locale } = useT();
  const [urlParams, setUrlParams] = useSearchParams();
  const { pathname } = useLocation();
  // The choice is mirrored in the URL, but read from local state: a radio must show its new value in the
  // same render as the click, not after the router's (asynchronous) navigation.
  const [params, setParams] = useState(() => new URLSearchParams(urlParams));
  const urlKey = urlParams.toString();
  useEffect(() => {
    setParams((current) => (current.toString() === urlKey ? current : new URLSearchParams(urlKey)));
  }, [urlKey]);
  const location = useLocation();
  const navigate = useNavigate();
  // Arriving on a chosen time (a card's or the comparison's time link), the doctor's times enter the history
  // first: Back from the form then shows them, not the page before (docs/decisions/182). Once per entry.
  useEffect(() => {
    const arrived = new URLSearchParams(urlKey);
    const start = arrived.get('start');
    // A reload or a language switch of a held time resumes it: its times are behind it already.
    if (!start || timesAreBehind(location.state) || createDraftStore().holds(options.doctor.id, start)) return;
    const times = new URLSearchParams(arrived);
    times.delete('start');
    void (async () => {
      await navigate({ pathname, search: `?${times.toString()}` }, { replace: true, preventScrollReset: true });
      await navigate({ pathname, search: `?${arrived.toString()}` }, { state: TIMES_BEHIND, preventScrollReset: true });
    })();
    // Once per entry (on mount): later changes of the URL are the visitor's own choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const choice = resolveChoice(options, params);
  const { service, workplace, format } = choice;

  if (!service || !workplace || !format) {
    return (
      <Alert color="yellow" role="status">
        {t('booking.unavailable')} <Link to={localizedPath(`/doctor/${options.doctor.slug}`, locale)}>{t('booking.back.to.profile')}</Link>
      </Alert>
    );
  }

  const change = (patch: Parameters<typeof withChoice>[1]) => {
    const next = withChoice(params, patch);
    setParams(next);
    setUrlParams(next, { replace: historyStep(params, next) === 'replace', preventScrollReset: true, state: TIMES_BEHIND });
  };
  return <BookingSteps options={options} choice={choice} change={change} pathname={pathname} search={params.toString()} />;
}

function BookingSteps({
  options,
  choice,
  change,
  pathname,
  search,
}: {
  options: TBookingOptions;
  choice: ResolvedChoice;
  change: (patch: Parameters<typeof withChoice>[1]) => void;
  pathname: string;
  search: string;
}) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const account = useAccount();
  const service = choice.service!;
  const workplace = choice.workplace!;
  const format = choice.format!;
  const slots = useQuery(slotsQuery(options.doctor.id, service.id, workplace.institution_id));
  const [date, setDate] = useState<string | null>(null);
  const [values, setValues] = useState<PatientValues>(EMPTY_PATIENT);
  const slotStep = useRef<HTMLElement>(null);
  const holdHeading = useRef<HTMLHeadingElement>(null);
  const profile = useQuery({ ...profileQuery, enabled: account?.user_type === 'patient' });

  // This very choice, to come back to after signing in or registering.
  const back = `${pathname}${search ? `?${search}` : ''}`;
  const backRef = useRef(back);
  backRef.current = back;
  // Signing in from the header comes back to this very choice, not to the cabinet.
  useEffect(() => stayHereOnSignIn(() => backRef.current), []);

  function signInFirst() {
    const query = new URLSearchParams(search);
    query.set(LOGIN_QUERY, 'patients');
    query.set(NEXT_QUERY, back);
    void navigate({ pathname, search: `?${query.toString()}` }, { replace: true, preventScrollReset: true });
  }

  const chosenFree = findSlot(slots.data?.days ?? [], choice.start);
  const held = useHold({ options, choice, slots, chosen: chosenFree, values, setValues, change, signInFirst, slotStep, holdHeading });
  const { hold, heldHere } = held;
  const days: readonly TSlotDay[] = withHeldSlot(slots.data?.days ?? [], heldHere);
  const chosen = findSlot(days, choice.start);
  const firstFree = days.find((day) => day.slots.length > 0)?.date ?? null;
  const activeDate = (date && days.some((day) => day.date === date) ? date : null) ?? chosen?.day.date ?? firstFree;
  const staleStart = slots.isSuccess && choice.start !== null && !chosen && !hold && !held.resuming;
  // The form belongs to the history entry of the held time: Back shows the times again, Forward the form.
  const formOpen = heldHere !== null && chosen !== null && chosen.slot.start === heldHere.start;

  // The signed-in patient's own data fills the fields they have not typed in yet.
  useEffect(() => {
    const details = profile.data;
    if (details) setValues((current) => withProfile(current, details));
  }, [profile.data]);

  return (
    <div className={classes.page}>
      {choice.formats.length > 1 && (
        <ChoiceGroup
          name="format"
          legend={t('booking.step.format')}
          value={format}
          disabled={formOpen}
          onChange={(value) => change({ format: value, service_id: null, start: null })}
          choices={choice.formats.map((value) => ({ value, label: t(`booking.format.${value}`) }))}
        />
      )}
      <ChoiceGroup
        name="service"
        legend={t('booking.step.service')}
        value={service.id}
        disabled={formOpen}
        onChange={(value) => change({ service_id: value, start: null })}
        choices={choice.services.map((item) => ({
          value: item.id,
          label: item.name,
          details: (
            <>
              {item.specialization && <span className={classes.muted}>{item.specialization}</span>}
              <ServicePrice service={item} />
            </>
          ),
        }))}
      />
      <ChoiceGroup
        name="workplace"
        legend={t('booking.step.workplace')}
        value={workplace.institution_id}
        disabled={formOpen}
        onChange={(value) => change({ institution_id: value, start: null })}
        choices={options.workplaces.map((item) => ({
          value: item.institution_id,
          label: item.name,
          details: (
            <>
              <span className={classes.muted}>{[item.city, item.address].filter(Boolean).join(', ')}</span>
              {/* The chosen clinic's status stands in full under the cards (its note, its end), not twice. */}
              {item.institution_id !== workplace.institution_id && isNotice(item.live_status) && <ClinicStatusBadge status={item.live_status.status} />}
            </>
          ),
        }))}
        footer={workplace.live_status && <ClinicStatusNotice status={workplace.live_status} />}
      />
      <TimeStep
        slots={slots}
        days={days}
        activeDate={activeDate}
        chosen={chosen}
        holdMinutes={options.hold_minutes}
        staleStart={staleStart}
        formOpen={formOpen}
        held={held}
        back={back}
        stepRef={slotStep}
        onDate={setDate}
        onStart={(start) => change({ start })}
        waitlist={
          options.waitlist && (
            <WaitlistLink
              doctorId={options.doctor.id}
              serviceId={service.id}
              institutionId={workplace.institution_id}
              format={format}
              pathname={pathname}
              search={search}
            />
          )
        }
      />
      {hold && !formOpen && (
        <Alert color="blue" role="status" data-held>
          {t('booking.hold.kept', { day: formatDayLong(locale, hold.date), time: hold.time })}{' '}
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => change({ service_id: hold.service_id, institution_id: hold.institution_id, format: hold.format, start: hold.start })}
          >
            {t('booking.hold.continue')}
          </Button>
          <HoldCountdown deadline={hold.deadline} onExpire={held.holdLost} />
        </Alert>
      )}
      {hold && formOpen && (
        <BookingForm
          options={options}
          service={service}
          workplace={workplace}
          format={format}
          hold={hold}
          held={held}
          values={values}
          setValues={setValues}
          holdHeading={holdHeading}
          signInFirst={signInFirst}
        />
      )}
    </div>
  );
}
