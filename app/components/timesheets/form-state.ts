import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { formFailure, type FieldErrors } from '../forms/form-errors.ts';
import { serverMessage } from './server-message.ts';

/**
 * Submit state of a timesheet dialog: busy flag, per-field errors, one message above the fields. Field `f`
 * has the DOM id `${prefix}-f`, so focus moves to the first field in error, or to the message.
 */
export function useTimesheetForm(prefix: string, order: readonly string[]) {
  const { t } = useT();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  function show(next: FieldErrors, text: string | null) {
    setErrors(next);
    setMessage(text);
    const first = order.find((field) => next[field]?.length);
    requestAnimationFrame(() => (first ? document.getElementById(`${prefix}-${first}`) : alertRef.current)?.focus());
  }

  /** Runs the save, then `onSaved`; a refusal goes under the fields (`place` maps a server field to a control). */
  async function save(
    action: () => Promise<unknown>,
    onSaved: () => void,
    serverFields: readonly string[],
    place: (field: string) => string = (field) => field,
  ) {
    setBusy(true);
    try {
      await action();
      onSaved();
    } catch (error) {
      const failure = formFailure(error, serverFields, t('error.occured'));
      show(regroup(failure.fieldErrors, place), serverMessage(error, failure.message));
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, message, busy, alertRef, show, save, errorOf: (field: string) => errors[field]?.join(' ') };
}

/** Errors keyed by `place(field)`, texts of fields that share a control joined. */
export function regroup(errors: FieldErrors, place: (field: string) => string): FieldErrors {
  const placed: FieldErrors = {};
  for (const [key, texts] of Object.entries(errors)) placed[place(key)] = [...(placed[place(key)] ?? []), ...texts];
  return placed;
}
