import '../forms/form-styles.ts';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TAppointment, TBookingOptions } from '../../../contracts/booking.ts';
import { ZWaitlistCreate } from '../../../contracts/waitlist.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { profileQuery } from '../account/cabinet-queries.ts';
import { ChoiceGroup } from '../booking/choice-group.tsx';
import { clinicToday, formatDayNumeric } from '../booking/format.ts';
import { ForWhom } from '../booking/for-whom.tsx';
import { ConsentFields, EMPTY_PATIENT, PATIENT_FORM_FIELDS, PatientFields, patientBody, withProfile, type PatientValues } from '../booking/patient-form.tsx';
import { FormMessage } from '../forms/form-message.tsx';
import { ReferralField } from '../booking/referral-field.tsx';
import { referralBody } from '../booking/referral-values.ts';
import { useApiForm } from '../forms/use-api-form.ts';
import { createWaitlistRequest, waitlistKeys } from './waitlist-api.ts';
import type { WaitlistStart } from './waitlist-paths.ts';
import { GroupError, WhenFields } from './when-fields.tsx';
import { defaultWhen, rangeErrors, WHEN_FIELDS, whenBody, type WhenValues } from './when-values.ts';
import { choiceOf, WHERE_FIELDS, WhereFields, type WhereValues } from './where-fields.tsx';
import bookingClasses from '../booking/booking.module.css';

/** Field names as the server's 422 names them, in the order the form shows them. */
const FIELDS = [...WHERE_FIELDS, 'referral_number', ...WHEN_FIELDS, 'mode', ...PATIENT_FORM_FIELDS];
/** Whom a request may be for: she herself or one of her family (the API takes `family_member_id` or nobody). */
const WAITLIST_FOR_WHOM = ['self', 'family'] as const;

type Mode = 'move' | 'extra';

/** The booking page's choice, where the doctor still offers it; a clinic not named means any of the doctor's. */
function initialWhere(options: TBookingOptions, start: WaitlistStart): WhereValues {
  const { format, service } = choiceOf(options, start.format ?? null);
  const asked = options.services.find((item) => item.id === start.serviceId && item.is_online === (format === 'online'));
  const clinic = options.workplaces.find((item) => item.institution_id === start.institutionId);
  return { format: format ?? 'clinic', service_id: (asked ?? service)?.id ?? null, institution_id: clinic?.institution_id ?? null };
}

/** What the form holds when it is sent. */
interface RequestDraft {
  doctorId: number;
  where: WhereValues;
  when: WhenValues;
  mode: Mode;
  visit: TAppointment | null;
  values: PatientValues;
  /** The form asks for the electronic referral (a free service, and no visit to move that has one). */
  askReferral: boolean;
}

/** The request body; the contract judges it (`ZWaitlistCreate`) before it leaves and again on the server. */
function requestBody({ doctorId, where, when, mode, visit, values, askReferral }: RequestDraft) {
  const { patient, for_whom: forWhom, accept_terms, accept_privacy } = patientBody(values);
  const whom = forWhom.kind === 'family' ? { family_member_id: forWhom.family_member_id, patient } : { patient };
  return {
    doctor_id: doctorId,
    service_id: where.service_id ?? undefined,
    ...(where.institution_id ? { institution_id: where.institution_id } : {}),
    format: where.format,
    ...whenBody(when),
    mode,
    ...(mode === 'move' && visit ? { appointment_id: visit.id } : whom),
    ...referralBody(values.referral_number, askReferral),
    accept_terms,
    accept_privacy,
  };
}

/**
 * The request for an earlier time (docs/decisions/303): what and where, whom to offer, when she can come, and
 * with a visit to move, whether an offer moves it or adds one. The contract checks it here and on the server;
 * the server's refusals (422 per field, 409 in words) stand where the booking form puts them.
 */
export function RequestForm({ options, start, visit }: { options: TBookingOptions; start: WaitlistStart; visit: TAppointment | null }) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useApiForm('waitlist', FIELDS);
  const today = clinicToday();
  const [where, setWhere] = useState(() => initialWhere(options, start));
  const [when, setWhen] = useState(() => defaultWhen(today, visit?.date));
  const [mode, setMode] = useState<Mode>(visit ? 'move' : 'extra');
  const [values, setValues] = useState<PatientValues>(EMPTY_PATIENT);
  const setField = <K extends keyof PatientValues>(field: K, value: PatientValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const profile = useQuery(profileQuery);
  useEffect(() => {
    const details = profile.data;
    if (details) setValues((current) => withProfile(current, details));
  }, [profile.data]);

  // Any of the doctor's clinics can only mean this doctor: other doctors are sought in a clinic or its city.
  const changeWhere = (next: WhereValues) => {
    setWhere(next);
    if (next.institution_id === null) setWhen((current) => ({ ...current, scope: 'doctor' }));
  };

  // A free visit under the state programme needs its electronic referral: asked here unless her visit to move has one.
  const freeByReferral = options.services.some((item) => item.id === where.service_id && item.is_nszu_free);
  const askReferral = freeByReferral && (mode === 'extra' || !visit?.referral_number);

  async function send(event: FormEvent) {
    event.preventDefault();
    const body = requestBody({ doctorId: options.doctor.id, where, when, mode, visit, values, askReferral });
    if (form.reject(rangeErrors(when, today, t))) return;
    if (!(await form.check(async () => ZWaitlistCreate, body))) return;
    await form.submit(async () => {
      await createWaitlistRequest(ZWaitlistCreate.parse(body));
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
      showToast({ severity: 'success', detail: t('waitlist.created') });
      await navigate(localizedPath('/patients/waitlist', locale));
    });
  }

  const forFamily = values.for_whom.kind !== 'self';
  return (
    <form onSubmit={(event) => void send(event)} noValidate className={bookingClasses.page} data-waitlist-form>
      <FormMessage form={form} />
      <WhereFields options={options} values={where} onChange={changeWhere} form={form} />
      {askReferral && <ReferralField value={values.referral_number} onChange={(next) => setField('referral_number', next)} form={form} />}
      <WhenFields values={when} onChange={setWhen} form={form} today={today} hasClinic={where.institution_id !== null} />
      {visit && (
        <ChoiceGroup
          name="mode"
          legend={t('waitlist.form.mode', { date: formatDayNumeric(locale, visit.date), time: visit.time })}
          value={mode}
          onChange={setMode}
          choices={[
            { value: 'move', label: t('waitlist.form.mode.move'), details: <span className={bookingClasses.muted}>{t('waitlist.form.mode.move.hint')}</span> },
            {
              value: 'extra',
              label: t('waitlist.form.mode.extra'),
              details: <span className={bookingClasses.muted}>{t('waitlist.form.mode.extra.hint')}</span>,
            },
          ]}
        />
      )}
      <GroupError form={form} field="mode" />
      {mode === 'extra' ? (
        <section className={bookingClasses.step} aria-labelledby="waitlist-patient-title">
          <div style={{ display: 'grid', gap: '1rem' }}>
            <ForWhom
              values={values.for_whom}
              onChange={(next) => setField('for_whom', next)}
              form={form}
              visitDay={when.date_from || today}
              seesChildren={options.doctor.sees_children}
              ownBirthday={values.birthday}
              today={today}
              kinds={WAITLIST_FOR_WHOM}
            />
            <h2 className={bookingClasses.stepTitle} id="waitlist-patient-title">
              {t(forFamily ? 'booking.for.contact' : 'booking.step.patient')}
            </h2>
            {forFamily && <p className={bookingClasses.muted}>{t('booking.for.contact.hint')}</p>}
            <PatientFields values={values} onChange={setField} form={form} today={today} contactOnly={forFamily} withComment={false} />
          </div>
        </section>
      ) : (
        <fieldset className={bookingClasses.step}>
          <legend>{t('waitlist.form.consents')}</legend>
          <div style={{ display: 'grid', gap: '0.75rem' }}>
            <ConsentFields values={values} onChange={setField} form={form} />
          </div>
        </fieldset>
      )}
      <div className={bookingClasses.actions}>
        <Button type="submit" size="md" loading={form.busy} data-action="waitlist-join">
          {t('waitlist.form.submit')}
        </Button>
      </div>
    </form>
  );
}
