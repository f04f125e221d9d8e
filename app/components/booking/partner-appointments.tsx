import '../forms/form-styles.ts';
import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { APPOINTMENT_STATUS_VALUES, type TAppointment } from '../../../contracts/booking.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { QueryState } from '../forms/query-state.tsx';
import { Pagination } from '../content/pagination.tsx';
import { partnerAppointmentsQuery, partnerFilterOptionsQuery, type PartnerFilters } from './booking-api.ts';
import { AppointmentBadges, AppointmentPlace, AppointmentWhen } from './appointment-parts.tsx';
import { appointmentNumber } from './format.ts';
import { patientLabel } from './patient-label.ts';
import classes from './booking.module.css';
import { CardTableHead } from '../layouts/card-table-head.tsx';

/** Holds and expired holds never reach a partner (the API leaves them out), so they are no filter. */
const PARTNER_STATUSES = APPOINTMENT_STATUS_VALUES.filter((status) => status !== 'hold' && status !== 'expired' && status !== 'offered');
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the URL has them (bookmarkable, Back works); anything malformed is dropped. */
function filtersOf(params: URLSearchParams): PartnerFilters {
  const status = params.get('status');
  const id = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : undefined;
  };
  return {
    status: PARTNER_STATUSES.find((item) => item === status),
    from: date('from'),
    to: date('to'),
    doctor_id: id('doctor_id'),
    institution_id: id('institution_id'),
    page: id('page') ?? 1,
  };
}

const options = (items: readonly { id: number; name: string }[] | undefined) => (items ?? []).map(({ id, name }) => ({ value: String(id), label: name }));

/** SPEC §2 partners/appointments: filters, a paginated table that becomes cards on phones. */
export function PartnerAppointments() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = useQuery(partnerAppointmentsQuery(filters));
  const [draft, setDraft] = useState(filters);
  const key = params.toString();
  // A new URL (Back, a pagination link) shows its own filters in the form.
  useEffect(() => setDraft(filtersOf(new URLSearchParams(key))), [key]);
  const choices = useQuery(partnerFilterOptionsQuery());

  function apply(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of ['status', 'from', 'to', 'doctor_id', 'institution_id'] as const) {
      const value = draft[name];
      if (value !== undefined && value !== '') next.set(name, String(value));
    }
    setParams(next);
  }

  const set = (name: keyof PartnerFilters, value: string) => setDraft((current) => ({ ...current, [name]: value || undefined }));
  const all = { value: '', label: t('booking.filters.all') };
  return (
    <Stack gap="lg">
      <form onSubmit={apply} aria-label={t('booking.filters')} className={classes.card}>
        <div className={classes.filters}>
          <NativeSelect
            label={t('booking.field.status')}
            value={draft.status ?? ''}
            onChange={(event) => set('status', event.currentTarget.value)}
            data={[all, ...PARTNER_STATUSES.map((status) => ({ value: status, label: t(`booking.status.${status}`) }))]}
          />
          <TextInput type="date" label={t('booking.filters.from')} value={draft.from ?? ''} onChange={(event) => set('from', event.currentTarget.value)} />
          <TextInput type="date" label={t('booking.filters.to')} value={draft.to ?? ''} onChange={(event) => set('to', event.currentTarget.value)} />
          <NativeSelect
            label={t('booking.field.doctor')}
            value={draft.doctor_id ? String(draft.doctor_id) : ''}
            onChange={(event) => set('doctor_id', event.currentTarget.value)}
            data={[all, ...options(choices.data?.doctors)]}
          />
          <NativeSelect
            label={t('booking.field.institution')}
            value={draft.institution_id ? String(draft.institution_id) : ''}
            onChange={(event) => set('institution_id', event.currentTarget.value)}
            data={[all, ...options(choices.data?.institutions)]}
          />
          <div className={classes.actions}>
            <Button type="submit">{t('booking.filters.apply')}</Button>
            <Button variant="subtle" onClick={() => setParams(new URLSearchParams())}>
              {t('booking.filters.reset')}
            </Button>
          </div>
        </div>
      </form>
      <QueryState query={query}>
        {(list) =>
          list.data.length === 0 ? (
            <p className={classes.muted}>{t('booking.partner.empty')}</p>
          ) : (
            <Stack gap="md">
              <p className={classes.muted} role="status">
                {t('booking.partner.total', { n: list.meta.total })}
              </p>
              <AppointmentTable items={list.data} />
              <Pagination current={list.meta.current_page} total={list.meta.total_pages} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

function AppointmentTable({ items }: { items: readonly TAppointment[] }) {
  const { t, locale } = useT();
  const headers = {
    number: t('booking.field.number'),
    when: t('booking.field.when'),
    patient: t('booking.field.patient'),
    doctor: t('booking.field.doctor'),
    place: t('booking.field.place'),
    status: t('booking.field.status'),
  };
  // A child's age is what the clinic prepares for; the contact is whom it calls (docs/decisions/183).
  const patientName = (item: TAppointment) => patientLabel(t, locale, item.patient, { middle: false }) || '—';
  return (
    <table className={classes.table}>
      <CardTableHead caption={t('booking.nav.appointments')} headers={headers} />
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-appointment={item.id}>
            <td data-label={headers.number}>
              <Link to={localizedPath(`/partners/appointments/${item.id}`, locale)}>{appointmentNumber(item)}</Link>
            </td>
            <td data-label={headers.when}>
              <AppointmentWhen appointment={item} long={false} />
            </td>
            <td data-label={headers.patient} data-patient>
              {patientName(item)}
              {item.contact && (
                <div className={classes.muted}>
                  {t('booking.field.contact')}: {item.contact.name}
                </div>
              )}
            </td>
            <td data-label={headers.doctor}>
              {item.doctor.name}
              {item.service && <div className={classes.muted}>{item.service.name}</div>}
            </td>
            <td data-label={headers.place}>
              <AppointmentPlace appointment={item} />
            </td>
            <td data-label={headers.status}>
              <AppointmentBadges appointment={item} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
