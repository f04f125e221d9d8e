import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { FormEvent, RefObject } from 'react';
import { ZBookRequest, type TBookingOptions, type TBookingService, type TBookingWorkplace, type TAppointmentFormat } from '../../../contracts/booking.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { familyKey } from '../account/family-api.ts';
import { isApiError } from '../forms/form-errors.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { useApiForm } from '../forms/use-api-form.ts';
import { bookHold, HOLD_GONE_STATUSES, newIdempotencyKey } from './booking-api.ts';
import { ForWhom } from './for-whom.tsx';
import { clinicToday, formatDayLong } from './format.ts';
import { HoldCountdown } from './hold-countdown.tsx';
import { PATIENT_FORM_FIELDS, PatientFields, patientBody, type PatientValues } from './patient-form.tsx';
import { ReferralField } from './referral-field.tsx';
import { referralBody, ZBookByReferralRequest } from './referral-values.ts';
import { servicePriceText } from './service-price.tsx';
import type { HeldSlot, HoldState } from './use-hold.ts';
import classes from './booking.module.css';

/** Field names as the server's 422 names them, in the order the form shows them: the referral first. */
const BOOKING_FORM_FIELDS = ['referral_number', ...PATIENT_FORM_FIELDS] as const;

/**
 * The held time with its countdown, the referral's number for a free visit under the state programme,
 * "for whom", the patient's or the contact's data, and "book".
 */
export function BookingForm({
  options,
  service,
  workplace,
  format,
  hold,
  held,
  values,
  setValues,
  holdHeading,
  signInFirst,
}: {
  options: TBookingOptions;
  service: TBookingService;
  workplace: TBookingWorkplace;
  format: TAppointmentFormat;
  hold: HeldSlot;
  held: HoldState;
  values: PatientValues;
  setValues: (update: (current: PatientValues) => PatientValues) => void;
  holdHeading: RefObject<HTMLHeadingElement | null>;
  signInFirst: () => void;
}) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useApiForm('booking', BOOKING_FORM_FIELDS);
  const setField = <K extends keyof PatientValues>(field: K, value: PatientValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const forSomeoneElse = values.for_whom.kind !== 'self';

  async function book(event: FormEvent) {
    event.preventDefault();
    const specializationId = service.specialization_id ?? options.doctor.specializations[0]?.id;
    const body = {
      city_id: workplace.city_id,
      specialization_id: specializationId,
      ...patientBody(values),
      ...referralBody(values.referral_number, service.is_nszu_free),
    };
    const schema = service.is_nszu_free ? ZBookByReferralRequest : ZBookRequest;
    if (!(await form.check(async () => schema, body))) return;
    await form.submit(async () => {
      try {
        const appointment = await bookHold(hold.id, schema.parse(body), newIdempotencyKey());
        held.booked(hold.id);
        // Someone added here is in her family now.
        if (values.for_whom.kind === 'new_family') void queryClient.invalidateQueries({ queryKey: familyKey });
        await navigate(localizedPath(`/patients/created-appointment?id=${appointment.id}`, locale));
      } catch (error) {
        if (isApiError(error) && HOLD_GONE_STATUSES.includes(error.status)) return held.holdLost();
        if (isApiError(error) && error.status === 401) return signInFirst();
        throw error;
      }
    });
  }

  return (
    <section className={classes.step} aria-labelledby="booking-hold-title" data-step="hold">
      <div className={classes.hold}>
        <div>
          <h2 className={classes.stepTitle} id="booking-hold-title" ref={holdHeading} tabIndex={-1}>
            {t('booking.hold.title', { day: formatDayLong(locale, hold.date), time: hold.time })}
          </h2>
          <p className={classes.muted}>
            {service.name} · {workplace.name} · {t(`booking.format.${format}`)} · {servicePriceText(t, service)}
          </p>
        </div>
        <HoldCountdown deadline={hold.deadline} onExpire={held.holdLost} />
        <Button variant="default" onClick={held.changeTime}>
          {t('booking.hold.change')}
        </Button>
      </div>
      <form onSubmit={(event) => void book(event)} noValidate style={{ marginTop: '1.25rem' }}>
        <div style={{ display: 'grid', gap: '1rem' }}>
          <FormMessage form={form} />
          {service.is_nszu_free && <ReferralField value={values.referral_number} onChange={(next) => setField('referral_number', next)} form={form} />}
          <ForWhom
            values={values.for_whom}
            onChange={(next) => setField('for_whom', next)}
            form={form}
            visitDay={hold.date}
            seesChildren={options.doctor.sees_children}
            ownBirthday={values.birthday}
            today={clinicToday()}
          />
          <h3 className={classes.stepTitle}>{t(forSomeoneElse ? 'booking.for.contact' : 'booking.step.patient')}</h3>
          {forSomeoneElse && <p className={classes.muted}>{t('booking.for.contact.hint')}</p>}
          <PatientFields values={values} onChange={setField} form={form} today={clinicToday()} contactOnly={forSomeoneElse} />
          <div className={classes.actions}>
            <Button type="submit" size="md" loading={form.busy} data-action="book">
              {t('booking.book')}
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
