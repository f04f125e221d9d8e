import '../forms/form-styles.ts';
import { Alert, Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { CLINIC_STATUS_NOTE_MAX, CLINIC_STATUS_VALUES, ZClinicStatusUpdate, type TClinicStatus } from '../../../contracts/clinic-status.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { ClinicStatusIcon, ClinicStatusNotice } from '../clinic-status/clinic-status-badge.tsx';
import { firstErrorField, formFailure, schemaFieldErrors, type FieldErrors } from '../forms/form-errors.ts';
import { QueryState } from '../forms/query-state.tsx';
import { clearClinicStatus, clinicStatusKey, clinicStatusQuery, saveClinicStatus } from './clinic-status-api.ts';
import { statusBody, statusFormValues, UNTIL_DAYS, type StatusFormValues } from './clinic-status-values.ts';
import booking from '../booking/booking.module.css';
import classes from './clinic-status-panel.module.css';

const FIELDS = ['status', 'note', 'until'] as const;

/**
 * "Status now" at the top of a partner's clinic page (docs/decisions/306): how the clinic works right now, set
 * from a phone in a tap or two; patients see it on the clinic's page, its doctors' cards and booking pages and
 * their visits' cards.
 */
export function ClinicStatusPanel({ clinicId }: { clinicId: number }) {
  const { t } = useT();
  const query = useQuery(clinicStatusQuery(clinicId));
  const titleId = useId();
  return (
    <section className={`${booking.card} ${classes.panel}`} aria-labelledby={titleId} data-clinic-status-panel>
      <h2 id={titleId} className={classes.title} tabIndex={-1}>
        {t('partner.clinic_status.title')}
      </h2>
      <p className={booking.muted}>{t('partner.clinic_status.lead')}</p>
      <QueryState query={query}>{(current) => <ClinicStatusForm clinicId={clinicId} current={current} titleId={titleId} />}</QueryState>
    </section>
  );
}

function ClinicStatusForm({ clinicId, current, titleId }: { clinicId: number; current: TClinicStatus | null; titleId: string }) {
  const { t } = useT();
  const { t: translate } = useTranslation();
  const loose = (key: string, params?: Record<string, string | number>) => translate(key, params ?? {}) as string;
  const queryClient = useQueryClient();
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const [values, setValues] = useState<StatusFormValues>(() => statusFormValues(current));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'clear' | null>(null);

  const set = <K extends keyof StatusFormValues>(name: K, value: StatusFormValues[K]) => setValues((now) => ({ ...now, [name]: value }));
  const errorOf = (name: (typeof FIELDS)[number]) => errors[name]?.join(' ');

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = firstErrorField(next, FIELDS);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }

  function settled(next: TClinicStatus | null, done: string) {
    setErrors({});
    setValues(statusFormValues(next));
    queryClient.setQueryData(clinicStatusKey(clinicId), next);
    showToast({ severity: 'success', detail: done });
  }

  function failed(error: unknown) {
    const failure = formFailure(error, FIELDS, t('cabinet.load.failed'));
    setMessage(failure.message);
    showErrors(failure.fieldErrors);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (values.day !== 'none' && !values.time) return showErrors({ until: [t('partner.clinic_status.until.time.required')] });
    const checked = ZClinicStatusUpdate.safeParse(statusBody(values));
    if (!checked.success) return showErrors(schemaFieldErrors(checked.error, loose));
    setBusy('save');
    try {
      settled(await saveClinicStatus(clinicId, checked.data), t('partner.clinic_status.saved'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  async function clear() {
    setMessage(null);
    setBusy('clear');
    try {
      await clearClinicStatus(clinicId);
      settled(null, t('partner.clinic_status.cleared'));
      // The button goes with the status: focus goes back to the panel's title rather than to the page's start.
      requestAnimationFrame(() => document.getElementById(titleId)?.focus());
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <div className={classes.current} data-current-status={current?.status ?? 'none'}>
        {current ? (
          <>
            <strong>{t('partner.clinic_status.current')}</strong>
            <ClinicStatusNotice status={current} />
          </>
        ) : (
          <span className={booking.muted}>{t('partner.clinic_status.none')}</span>
        )}
      </div>
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      <fieldset className={classes.choices} aria-describedby={errors.status ? `${id}-status-error` : undefined}>
        <legend>{t('partner.clinic_status.choice')}</legend>
        <div className={classes.grid}>
          {CLINIC_STATUS_VALUES.map((status, index) => (
            <label key={status} className={classes.choice} data-status-choice={status}>
              <input
                type="radio"
                name={`${id}-status`}
                value={status}
                id={index === 0 ? fieldId('status') : undefined}
                checked={values.status === status}
                aria-invalid={errors.status ? true : undefined}
                onChange={() => set('status', status)}
              />
              <ClinicStatusIcon status={status} size={24} />
              <span className={classes.choiceText}>
                <strong>{t(`clinic.status.${status}`)}</strong>
                <small>{t(`partner.clinic_status.hint.${status}`)}</small>
              </span>
            </label>
          ))}
        </div>
        {errors.status && (
          <p id={`${id}-status-error`} className={classes.error}>
            {errorOf('status')}
          </p>
        )}
      </fieldset>
      <Textarea
        id={fieldId('note')}
        label={t('partner.clinic_status.note')}
        description={t('partner.clinic_status.note.hint', { max: CLINIC_STATUS_NOTE_MAX })}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={CLINIC_STATUS_NOTE_MAX}
        value={values.note}
        error={errorOf('note')}
        onChange={(event) => set('note', event.currentTarget.value)}
      />
      <div className={classes.until}>
        <NativeSelect
          id={fieldId('day')}
          label={t('partner.clinic_status.until')}
          description={t(values.status === 'paused' && values.day === 'none' ? 'partner.clinic_status.until.hint.alert' : 'partner.clinic_status.until.hint')}
          value={values.day}
          data={UNTIL_DAYS.map((day) => ({ value: day, label: t(`partner.clinic_status.until.${day}`) }))}
          onChange={(event) => set('day', event.currentTarget.value as StatusFormValues['day'])}
        />
        {values.day !== 'none' && (
          <TextInput
            id={fieldId('until')}
            type="time"
            label={t('partner.clinic_status.until.time')}
            required
            value={values.time}
            error={errorOf('until')}
            onChange={(event) => set('time', event.currentTarget.value)}
          />
        )}
      </div>
      <div className={classes.actions}>
        <Button type="submit" loading={busy === 'save'} disabled={busy === 'clear'}>
          {t('partner.clinic_status.save')}
        </Button>
        {current && (
          <Button variant="default" loading={busy === 'clear'} disabled={busy === 'save'} onClick={() => void clear()}>
            {t('partner.clinic_status.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
