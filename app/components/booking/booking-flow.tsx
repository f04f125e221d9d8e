import '../account/form-styles.ts';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Button, Loader } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ZBookRequest, type TBookingOptions, type TSlotDay } from '../../../contracts/booking.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatPhone } from '../../../contracts/phone.ts';
import { currentAccount, useAccount } from '../account/account-store.ts';
import { cabinetQueryClient } from '../account/cabinet-query.ts';
import { profileQuery } from '../account/cabinet-queries.ts';
import { isApiError } from '../account/form-errors.ts';
import { FormMessage } from '../account/form-message.tsx';
import { LOGIN_QUERY, NEXT_QUERY } from '../account/paths.ts';
import { QueryState } from '../account/query-state.tsx';
import { loadAccount } from '../account/session.ts';
import { useApiForm } from '../account/use-api-form.ts';
import { bookHold, bookingOptionsQuery, holdSlot, HOLD_GONE_STATUSES, newIdempotencyKey, releaseHold, releaseHoldOnExit, slotsQuery } from './booking-api.ts';
import { resolveChoice, withChoice, type ResolvedChoice } from './booking-choice.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { clinicToday, formatDayLong } from './format.ts';
import { HoldCountdown } from './hold-countdown.tsx';
import { EMPTY_PATIENT, PATIENT_FORM_FIELDS, PatientFields, patientBody, type PatientValues } from './patient-form.tsx';
import { ServicePrice } from './service-price.tsx';
import { findSlot, SlotPicker } from './slot-picker.tsx';
import classes from './booking.module.css';
import { formatKopecks } from '../../../contracts/numbers.ts';

interface HeldSlot {
  id: number;
  start: string;
  date: string;
  time: string;
  deadline: number;
}

type Notice = { tone: 'red' | 'yellow' | 'blue'; text: string } | null;

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
  const choice = resolveChoice(options, params);
  const { service, workplace, format } = choice;

  if (!service || !workplace || !format) {
    return (
      <Alert color="yellow" role="status">
        {t('booking.unavailable')}{' '}
        <Link to={localizedPath(`/doctor/${options.doctor.slug}`, locale)}>{t('booking.back.to.profile')}</Link>
      </Alert>
    );
  }

  const change = (patch: Parameters<typeof withChoice>[1]) => {
    const next = withChoice(params, patch);
    setParams(next);
    setUrlParams(next, { replace: true, preventScrollReset: true });
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
  const days: readonly TSlotDay[] = slots.data?.days ?? [];
  const [date, setDate] = useState<string | null>(null);
  const [hold, setHold] = useState<HeldSlot | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [holding, setHolding] = useState(false);
  const [values, setValues] = useState<PatientValues>(EMPTY_PATIENT);
  const form = useApiForm('booking', PATIENT_FORM_FIELDS);
  const holdRef = useRef<HeldSlot | null>(null);
  const booked = useRef(false);
  const slotStep = useRef<HTMLElement>(null);
  const holdHeading = useRef<HTMLHeadingElement>(null);
  const patient = account?.user_type === 'patient';
  const profile = useQuery({ ...profileQuery, enabled: patient });

  const chosen = findSlot(days, choice.start);
  const firstFree = days.find((day) => day.slots.length > 0)?.date ?? null;
  const activeDate = (date && days.some((day) => day.date === date) ? date : null) ?? chosen?.day.date ?? firstFree;
  const staleStart = slots.isSuccess && choice.start !== null && !chosen && !hold;

  // The signed-in patient's own data fills the fields they have not typed in yet.
  useEffect(() => {
    const details = profile.data;
    if (!details) return;
    setValues((current) => ({
      ...current,
      last_name: current.last_name || (details.last_name ?? ''),
      first_name: current.first_name || (details.first_name ?? ''),
      middle_name: current.middle_name || (details.middle_name ?? ''),
      birthday: current.birthday || (details.birthday?.slice(0, 10) ?? ''),
      phone: current.phone || formatPhone(details.phone),
      email: current.email || (details.email ?? ''),
    }));
  }, [profile.data]);

  // Leaving the page gives the slot back at once (best effort; it would expire anyway).
  useEffect(() => {
    const onHide = () => {
      if (holdRef.current && !booked.current) releaseHoldOnExit(holdRef.current.id);
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      if (holdRef.current && !booked.current) releaseHold(holdRef.current.id);
    };
  }, []);

  function keepHold(next: HeldSlot | null) {
    holdRef.current = next;
    setHold(next);
  }

  // This very choice, to come back to after signing in or registering.
  const back = `${pathname}${search ? `?${search}` : ''}`;

  function signInFirst() {
    const query = new URLSearchParams(search);
    query.set(LOGIN_QUERY, 'patients');
    query.set(NEXT_QUERY, back);
    void navigate({ pathname, search: `?${query.toString()}` }, { replace: true, preventScrollReset: true });
  }

  /** Drops the hold and the chosen time, refreshes the times and takes focus back to them. */
  function reopenSlots() {
    keepHold(null);
    change({ start: null });
    void slots.refetch();
    requestAnimationFrame(() => slotStep.current?.focus());
  }

  function holdLost() {
    setNotice({ tone: 'red', text: t('booking.hold.expired') });
    reopenSlots();
  }

  async function reserve() {
    if (!chosen || holding) return;
    const who = currentAccount() ?? (await loadAccount().catch(() => null));
    if (!who) return signInFirst();
    if (who.user_type !== 'patient') return setNotice({ tone: 'yellow', text: t('booking.patients.only') });
    setHolding(true);
    setNotice(null);
    try {
      const taken = await holdSlot(
        { doctor_id: options.doctor.id, institution_id: workplace.institution_id, service_id: service.id, format, start: chosen.slot.start },
        newIdempotencyKey(),
      );
      keepHold({ id: taken.id, start: taken.start, date: chosen.day.date, time: chosen.slot.time, deadline: Date.now() + taken.seconds_left * 1000 });
      requestAnimationFrame(() => holdHeading.current?.focus());
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) signInFirst();
      else if (error.status === 409) {
        setNotice({ tone: 'red', text: t('booking.slot.taken') });
        change({ start: null });
        void slots.refetch();
      } else if (error.status === 422) {
        const texts = Object.values(error.fieldErrors).flat();
        setNotice({ tone: 'red', text: texts.join(' ') || error.body?.message || t('error.occured') });
      }
    } finally {
      setHolding(false);
    }
  }

  function changeTime() {
    if (hold) releaseHold(hold.id);
    reopenSlots();
  }

  async function book(event: FormEvent) {
    event.preventDefault();
    if (!hold) return;
    const specializationId = service.specialization_id ?? options.doctor.specializations[0]?.id;
    const body = { city_id: workplace.city_id, specialization_id: specializationId, ...patientBody(values) };
    if (!(await form.check(async () => ZBookRequest, body))) return;
    const held = hold;
    await form.submit(async () => {
      try {
        const appointment = await bookHold(held.id, ZBookRequest.parse(body), newIdempotencyKey());
        booked.current = true;
        keepHold(null);
        await navigate(localizedPath(`/patients/created-appointment?id=${appointment.id}`, locale));
      } catch (error) {
        if (isApiError(error) && HOLD_GONE_STATUSES.includes(error.status)) return holdLost();
        if (isApiError(error) && error.status === 401) return signInFirst();
        throw error;
      }
    });
  }

  const setField = <K extends keyof PatientValues>(field: K, value: PatientValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const locked = hold !== null;

  return (
    <div className={classes.page}>
      {choice.formats.length > 1 && (
        <ChoiceGroup
          name="format"
          legend={t('booking.step.format')}
          value={format}
          disabled={locked}
          onChange={(value) => change({ format: value, service_id: null, start: null })}
          choices={choice.formats.map((value) => ({ value, label: t(`booking.format.${value}`) }))}
        />
      )}
      <ChoiceGroup
        name="service"
        legend={t('booking.step.service')}
        value={service.id}
        disabled={locked}
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
        disabled={locked}
        onChange={(value) => change({ institution_id: value, start: null })}
        choices={options.workplaces.map((item) => ({
          value: item.institution_id,
          label: item.name,
          details: <span className={classes.muted}>{[item.city, item.address].filter(Boolean).join(', ')}</span>,
        }))}
      />
      <section className={classes.step} ref={slotStep} tabIndex={-1} aria-labelledby="booking-slots-title" data-step="slots">
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
            disabled={locked}
            onChange={(next) => {
              setDate(next.date);
              setNotice(null);
              change({ start: next.start });
            }}
          />
        )}
        {!hold && (
          <div className={classes.actions} style={{ marginTop: '1rem' }}>
            <Button size="md" onClick={() => void reserve()} loading={holding} disabled={!chosen} data-action="reserve">
              {t('booking.reserve')}
            </Button>
            {chosen ? (
              <span className={classes.muted}>
                {t('booking.reserve.hint', { day: formatDayLong(locale, chosen.day.date), time: chosen.slot.time, minutes: options.hold_minutes })}
              </span>
            ) : (
              <span className={classes.muted}>{t('booking.reserve.choose')}</span>
            )}
            {account === null && (
              <p className={classes.muted} style={{ flexBasis: '100%' }}>
                {t('booking.signin.needed')} <Link to={`${localizedPath('/registration', locale)}?${new URLSearchParams({ [NEXT_QUERY]: back })}`}>{t('signin.register')}</Link>
              </p>
            )}
          </div>
        )}
      </section>
      {hold && (
        <section className={classes.step} aria-labelledby="booking-hold-title" data-step="hold">
          <div className={classes.hold}>
            <div>
              <h2 className={classes.stepTitle} id="booking-hold-title" ref={holdHeading} tabIndex={-1}>
                {t('booking.hold.title', { day: formatDayLong(locale, hold.date), time: hold.time })}
              </h2>
              <p className={classes.muted}>
                {service.name} · {workplace.name} · {t(`booking.format.${format}`)} ·{' '}
                {formatKopecks(service.promotion_cost ?? service.cost)}
              </p>
            </div>
            <HoldCountdown deadline={hold.deadline} onExpire={holdLost} />
            <Button variant="default" onClick={changeTime}>
              {t('booking.hold.change')}
            </Button>
          </div>
          <form onSubmit={(event) => void book(event)} noValidate style={{ marginTop: '1.25rem' }}>
            <div style={{ display: 'grid', gap: '1rem' }}>
              <h3 className={classes.stepTitle}>{t('booking.step.patient')}</h3>
              <FormMessage form={form} />
              <PatientFields values={values} onChange={setField} form={form} today={clinicToday()} />
              <div className={classes.actions}>
                <Button type="submit" size="md" loading={form.busy} data-action="book">
                  {t('booking.book')}
                </Button>
              </div>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}
