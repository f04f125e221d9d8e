import '../account/form-styles.ts';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Button, Loader } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ZBookRequest, type TAppointmentFormat, type TBookingOptions, type THold, type TSlotDay } from '../../../contracts/booking.ts';
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
import { bookHold, bookingOptionsQuery, holdSlot, HOLD_GONE_STATUSES, newIdempotencyKey, releaseHold, slotsQuery } from './booking-api.ts';
import { clinicDayAndTime, createDraftStore, historyStep, withHeldSlot } from './booking-draft.ts';
import { stayHereOnSignIn } from '../account/sign-in-request.ts';
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
  end: string;
  date: string;
  time: string;
  deadline: number;
  service_id: number;
  institution_id: number;
  format: TAppointmentFormat;
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
    setUrlParams(next, { replace: historyStep(params, next) === 'replace', preventScrollReset: true });
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
  const [hold, setHold] = useState<HeldSlot | null>(null);
  const [drafts] = useState(() => createDraftStore());
  const [resuming, setResuming] = useState(false);
  const resumed = useRef(new Set<string>());
  // Her own held time is not among the free ones the server lists: it is put back while it is held for this choice.
  const heldHere = hold && hold.service_id === service.id && hold.institution_id === workplace.institution_id && hold.format === format ? hold : null;
  const days: readonly TSlotDay[] = withHeldSlot(slots.data?.days ?? [], heldHere);
  const [notice, setNotice] = useState<Notice>(null);
  const [holding, setHolding] = useState(false);
  const [values, setValues] = useState<PatientValues>(EMPTY_PATIENT);
  const form = useApiForm('booking', PATIENT_FORM_FIELDS);
  const holdRef = useRef<HeldSlot | null>(null);
  const slotStep = useRef<HTMLElement>(null);
  const holdHeading = useRef<HTMLHeadingElement>(null);
  const patient = account?.user_type === 'patient';
  const profile = useQuery({ ...profileQuery, enabled: patient });

  const chosen = findSlot(days, choice.start);
  const firstFree = days.find((day) => day.slots.length > 0)?.date ?? null;
  const activeDate = (date && days.some((day) => day.date === date) ? date : null) ?? chosen?.day.date ?? firstFree;
  const staleStart = slots.isSuccess && choice.start !== null && !chosen && !hold && !resuming;
  // The form belongs to the history entry of the held time: Back shows the times again, Forward the form.
  const formOpen = heldHere !== null && chosen !== null && chosen.slot.start === heldHere.start;

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

  function keepHold(next: HeldSlot | null) {
    if (holdRef.current && holdRef.current.id !== next?.id) drafts.remove(holdRef.current.id);
    holdRef.current = next;
    setHold(next);
  }

  /** The hold as the server answered it, kept in state and in the tab's draft with what is typed so far. */
  function heldFrom(taken: THold, request: { service_id: number; institution_id: number; format: TAppointmentFormat }, userId: number, typed: PatientValues): HeldSlot {
    const held: HeldSlot = {
      id: taken.id,
      start: taken.start,
      end: taken.end,
      ...clinicDayAndTime(taken.start),
      deadline: Date.now() + taken.seconds_left * 1000,
      ...request,
    };
    drafts.save({ hold_id: held.id, user_id: userId, doctor_id: options.doctor.id, ...request, start: held.start, end: held.end, date: held.date, time: held.time, deadline: held.deadline, values: typed });
    return held;
  }

  /**
   * Leaving the page no longer lets the hold go (docs/decisions/182): Back, a reload or a language switch
   * come back to it. On return, the tab's draft, or the time in the URL that is not free because she holds
   * it in another tab, is asked of the server again: her own live hold of that time is answered as it is.
   */
  useEffect(() => {
    if (account?.user_type !== 'patient' || hold || holding) return;
    const draft = drafts.find(account.id, options.doctor.id);
    const wanted = draft
      ? { service_id: draft.service_id, institution_id: draft.institution_id, format: draft.format, start: draft.start }
      : slots.isSuccess && choice.start && !chosen
        ? { service_id: service.id, institution_id: workplace.institution_id, format, start: choice.start }
        : null;
    if (!wanted || resumed.current.has(wanted.start)) return;
    resumed.current.add(wanted.start);
    if (draft) setValues(draft.values);
    setResuming(true);
    const { start, ...kind } = wanted;
    holdSlot({ doctor_id: options.doctor.id, ...kind, start }, newIdempotencyKey())
      .then((taken) => keepHold(heldFrom(taken, kind, account.id, draft?.values ?? valuesRef.current)))
      .catch((error: unknown) => {
        if (draft) drafts.remove(draft.hold_id);
        // A time she does not hold (409) is the "no longer available" notice; anything else leaves the times as they are.
        if (draft && isApiError(error)) setNotice({ tone: 'red', text: t('booking.hold.expired') });
      })
      .finally(() => setResuming(false));
  }, [account, slots.isSuccess, choice.start, chosen === null, hold === null]);

  // What is typed follows its hold into the tab's draft.
  const valuesRef = useRef(values);
  valuesRef.current = values;
  useEffect(() => {
    if (holdRef.current) drafts.saveValues(holdRef.current.id, values);
  }, [values, hold]);

  // Signing in from the header comes back to this very choice, not to the cabinet.
  useEffect(() => stayHereOnSignIn(() => backRef.current), []);

  // This very choice, to come back to after signing in or registering.
  const back = `${pathname}${search ? `?${search}` : ''}`;
  const backRef = useRef(back);
  backRef.current = back;

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
    if (holdRef.current) drafts.remove(holdRef.current.id);
    setNotice({ tone: 'red', text: t('booking.hold.expired') });
    reopenSlots();
  }

  async function reserve() {
    if (!chosen || holding) return;
    if (heldHere && chosen.slot.start === heldHere.start) return;
    const who = currentAccount() ?? (await loadAccount().catch(() => null));
    if (!who) return signInFirst();
    if (who.user_type !== 'patient') return setNotice({ tone: 'yellow', text: t('booking.patients.only') });
    setHolding(true);
    setNotice(null);
    try {
      const kind = { institution_id: workplace.institution_id, service_id: service.id, format };
      const taken = await holdSlot({ doctor_id: options.doctor.id, ...kind, start: chosen.slot.start }, newIdempotencyKey());
      keepHold(heldFrom(taken, kind, who.id, values));
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
    if (hold) {
      releaseHold(hold.id);
      drafts.remove(hold.id);
    }
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
        drafts.remove(held.id);
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
  const locked = formOpen;

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
              // Looking at another day is not a step of its own: only a chosen time goes into the history.
              if (next.start) change({ start: next.start });
            }}
          />
        )}
        {!formOpen && (
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
          <HoldCountdown deadline={hold.deadline} onExpire={holdLost} />
        </Alert>
      )}
      {hold && formOpen && (
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
