import '../forms/form-styles.ts';
import { Alert, Button, Textarea, TextInput } from '@mantine/core';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { VISIT_MOVE_NOTE_MAX, ZVisitMoveCreate, type TVisitMoveCreate } from '../../../contracts/visit-moves.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { firstErrorField, formFailure, schemaFieldErrors, type FieldErrors } from '../forms/form-errors.ts';
import { ClinicFields } from './clinic-fields.tsx';
import { MovePreview } from './move-preview.tsx';
import { dayBounds, defaultRange, moveBody, rangeKey, type MoveFormValues } from './move-values.ts';
import type { TVisitMovePreview, VisitMoveSource } from './visit-moves-api.ts';
import booking from '../booking/booking.module.css';
import classes from './visit-moves.module.css';

const FIELDS = ['institution_id', 'doctor_id', 'day', 'start_time', 'end_time', 'note'] as const;

/**
 * The range to move (a clinic or one of its doctors, a day, from and to) and the note to its patients; "show" asks
 * which visits it catches, and only a preview of exactly this range offers the move itself.
 */
export function MoveForm({
  source,
  initialInstitution,
  onInstitution,
}: {
  source: VisitMoveSource;
  initialInstitution?: number;
  onInstitution: (id?: number) => void;
}) {
  const { t } = useT();
  const { t: translate } = useTranslation();
  const loose = (key: string, params?: Record<string, string | number>) => translate(key, params ?? {}) as string;
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const [values, setValues] = useState<MoveFormValues>(() => ({
    institution: initialInstitution ? String(initialInstitution) : '',
    doctor: '',
    note: '',
    ...defaultRange(Date.now()),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ key: string; body: TVisitMoveCreate; data: TVisitMovePreview } | null>(null);
  const [bounds] = useState(() => dayBounds(Date.now()));

  const set = <K extends keyof MoveFormValues>(name: K, value: MoveFormValues[K]) => setValues((now) => ({ ...now, [name]: value }));
  const errorOf = (name: string) => errors[name]?.join(' ');
  const chooseInstitution = useCallback(
    (value: string) => {
      setValues((now) => ({ ...now, institution: value, doctor: '' }));
      onInstitution(value ? Number(value) : undefined);
    },
    [onInstitution],
  );
  const chooseDoctor = useCallback((value: string) => setValues((now) => ({ ...now, doctor: value })), []);

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = firstErrorField(next, FIELDS);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }

  async function show(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    setPreview(null);
    const checked = ZVisitMoveCreate.safeParse(moveBody(values));
    if (!checked.success) return showErrors(schemaFieldErrors(checked.error, loose));
    setErrors({});
    const { note: _note, ...range } = checked.data;
    setBusy(true);
    try {
      setPreview({ key: rangeKey(values), body: checked.data, data: await source.preview(range) });
    } catch (error) {
      const failure = formFailure(error, FIELDS, t('cabinet.load.failed'));
      setMessage(failure.message);
      showErrors(failure.fieldErrors);
    } finally {
      setBusy(false);
    }
  }

  // A preview of another range than the one now in the form is no basis for a move.
  const current = preview && preview.key === rangeKey(values) ? preview : null;
  return (
    <section className={booking.step} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={booking.stepTitle}>
        {t('visit.move.form')}
      </h2>
      <form className={classes.form} onSubmit={(event) => void show(event)} noValidate aria-labelledby={`${id}-title`}>
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <ClinicFields
          source={source}
          institution={values.institution}
          doctor={values.doctor}
          day={values.day}
          onInstitution={chooseInstitution}
          onDoctor={chooseDoctor}
          fieldId={fieldId}
          errorOf={errorOf}
        />
        <div className={classes.range}>
          <TextInput
            id={fieldId('day')}
            type="date"
            label={t('visit.move.field.day')}
            required
            min={bounds.min}
            max={bounds.max}
            value={values.day}
            error={errorOf('day')}
            onChange={(event) => set('day', event.currentTarget.value)}
          />
          {(
            [
              ['from', 'start_time'],
              ['to', 'end_time'],
            ] as const
          ).map(([edge, field]) => (
            <TextInput
              key={edge}
              id={fieldId(field)}
              type="time"
              label={t(`visit.move.field.${edge}`)}
              required
              value={values[edge]}
              error={errorOf(field)}
              onChange={(event) => set(edge, event.currentTarget.value)}
            />
          ))}
        </div>
        <Textarea
          id={fieldId('note')}
          label={t('visit.move.field.note')}
          description={t('visit.move.field.note.hint', { max: VISIT_MOVE_NOTE_MAX })}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={VISIT_MOVE_NOTE_MAX}
          value={values.note}
          error={errorOf('note')}
          onChange={(event) => set('note', event.currentTarget.value)}
        />
        <div className={booking.actions}>
          <Button type="submit" variant={current ? 'default' : 'filled'} loading={busy} data-action="move-preview">
            {t('visit.move.preview')}
          </Button>
        </div>
      </form>
      {current && <MovePreview source={source} preview={current.data} body={{ ...current.body, note: values.note.trim() || undefined }} />}
    </section>
  );
}
