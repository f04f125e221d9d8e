import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { REPORT_FORMATS, REPORT_STATUSES, type TAppointmentReportFilters, type TReportKind } from '../../../contracts/appointment-report.ts';
import { useT } from '../../i18n/use-t.ts';
import type { ReportSource } from './report-source.ts';
import classes from '../booking/booking.module.css';

type Filters = TAppointmentReportFilters;

const options = (items: readonly { id: number; name: string }[] | undefined) => (items ?? []).map(({ id, name }) => ({ value: String(id), label: name }));

/**
 * The report's filters as a form: applied together, so the URL (bookmarkable, Back works) changes once. The
 * back office's form starts with the partner; choosing one narrows the clinics, doctors and specializations.
 * The waitlist tab has no format or result to choose.
 */
export function ReportFilters({
  kind = 'appointments',
  filters,
  source,
  onApply,
  onReset,
  onDownload,
  downloading,
}: {
  kind?: TReportKind;
  filters: Filters;
  source: ReportSource;
  onApply: (next: Filters) => void;
  onReset: () => void;
  onDownload: () => void;
  downloading: boolean;
}) {
  const { t, locale } = useT();
  const [draft, setDraft] = useState(filters);
  const { data: choices } = useQuery({
    queryKey: [source.key, 'report-options', locale, draft.partner_id ?? null],
    queryFn: ({ signal }) => source.choices(draft.partner_id, signal),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  const key = JSON.stringify(filters);
  // A new URL (Back, a reset) shows its own filters in the form.
  useEffect(() => setDraft(JSON.parse(key) as Filters), [key]);
  const set = (name: keyof Filters, value: string) => setDraft((current) => ({ ...current, [name]: value === '' ? undefined : value }));
  // Another partner's clinic, doctor or specialization would find nothing: a new partner starts them afresh.
  const setPartner = (value: string) =>
    setDraft((current) => ({
      ...current,
      partner_id: value === '' ? undefined : Number(value),
      institution_id: undefined,
      doctor_id: undefined,
      specialization_id: undefined,
    }));
  const id = (name: 'partner_id' | 'institution_id' | 'doctor_id' | 'specialization_id') => (draft[name] ? String(draft[name]) : '');
  const all = { value: '', label: t('report.filter.all') };
  const periodWrong = draft.to < draft.from;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (periodWrong || !draft.from || !draft.to) return;
    const number = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));
    onApply({
      ...draft,
      partner_id: number(draft.partner_id),
      institution_id: number(draft.institution_id),
      doctor_id: number(draft.doctor_id),
      specialization_id: number(draft.specialization_id),
    });
  }

  return (
    <form onSubmit={submit} aria-label={t('report.filters')} className={classes.card}>
      <div className={classes.filters}>
        <TextInput type="date" required label={t('report.filter.from')} value={draft.from} onChange={(event) => set('from', event.currentTarget.value)} />
        <TextInput
          type="date"
          required
          label={t('report.filter.to')}
          value={draft.to}
          error={periodWrong ? t('report.period.order') : undefined}
          onChange={(event) => set('to', event.currentTarget.value)}
        />
        {source.withPartner && (
          <NativeSelect
            label={t('admin.report.filter.partner')}
            value={id('partner_id')}
            onChange={(event) => setPartner(event.currentTarget.value)}
            data={[all, ...options(choices?.partners)]}
          />
        )}
        <NativeSelect
          label={t('report.filter.clinic')}
          value={id('institution_id')}
          onChange={(event) => set('institution_id', event.currentTarget.value)}
          data={[all, ...options(choices?.institutions)]}
        />
        <NativeSelect
          label={t('report.filter.doctor')}
          value={id('doctor_id')}
          onChange={(event) => set('doctor_id', event.currentTarget.value)}
          data={[all, ...options(choices?.doctors)]}
        />
        <NativeSelect
          label={t('report.filter.specialization')}
          value={id('specialization_id')}
          onChange={(event) => set('specialization_id', event.currentTarget.value)}
          data={[all, ...options(choices?.specializations)]}
        />
        {kind === 'appointments' && (
          <>
            <NativeSelect
              label={t('report.filter.format')}
              value={draft.format ?? ''}
              onChange={(event) => set('format', event.currentTarget.value)}
              data={[all, ...REPORT_FORMATS.map((format) => ({ value: format, label: t(`report.format.${format}`) }))]}
            />
            <NativeSelect
              label={t('report.filter.status')}
              value={draft.status ?? ''}
              onChange={(event) => set('status', event.currentTarget.value)}
              data={[all, ...REPORT_STATUSES.map((status) => ({ value: status, label: t(`report.status.${status}`) }))]}
            />
          </>
        )}
        <div className={classes.actions}>
          <Button type="submit">{t('report.filter.apply')}</Button>
          <Button variant="subtle" onClick={onReset}>
            {t('report.filter.reset')}
          </Button>
          <Button variant="light" onClick={onDownload} loading={downloading}>
            {t('report.download')}
          </Button>
        </div>
      </div>
    </form>
  );
}
