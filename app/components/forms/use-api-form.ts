import { useRef, useState } from 'react';
import type { z } from 'zod';
import { translate } from '../../i18n/messages.ts';
import { useT } from '../../i18n/use-t.ts';
import { firstErrorField, formFailure, schemaFieldErrors, type FieldErrors } from './form-errors.ts';

/** A shared contract, possibly loaded on demand (see `schemas.ts`). */
export type SchemaSource = () => Promise<z.ZodType>;

/**
 * Submit state of one account form: busy flag, per-field errors, one message above the fields.
 * Field `f` of form `id` has the DOM id `${id}-f`, so focus can move to the first field in error
 * (docs/decisions/052) and to the message when it is not about a field.
 */
export function useApiForm(id: string, fields: readonly string[]) {
  const { t, locale } = useT();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  /** Who found the errors shown now: the form itself, or the server (its 422 texts). */
  const [source, setSource] = useState<'client' | 'server' | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const fieldId = (field: string) => `${id}-${field.replaceAll('.', '-')}`;
  const focusLater = (target: () => HTMLElement | null) => requestAnimationFrame(() => target()?.focus());

  function show(next: FieldErrors, text: string | null, from: 'client' | 'server' | null = null) {
    setErrors(next);
    setSource(from);
    setMessage(text);
    const field = firstErrorField(next, fields);
    if (field) focusLater(() => document.getElementById(fieldId(field)));
    else if (text) focusLater(() => alertRef.current);
  }

  /** Shows client-side errors; `true` when there were any (and the form must not be sent). */
  function reject(next: FieldErrors): boolean {
    if (Object.keys(next).length === 0) return false;
    // A rule about something the form does not show (the restore step's phone) still needs saying.
    const placed = Object.fromEntries(Object.entries(next).filter(([field]) => fields.includes(field)));
    const stray = Object.entries(next).flatMap(([field, texts]) => (fields.includes(field) ? [] : texts));
    show(placed, stray.length ? stray.join(' ') : t('check.input.correction'), 'client');
    return true;
  }

  /** Checks `input` against the shared contract the server uses; `true` when it passes. */
  async function check(schema: SchemaSource, input: unknown): Promise<boolean> {
    const result = (await schema()).safeParse(input);
    if (result.success) return true;
    reject(schemaFieldErrors(result.error, (key, params) => translate(locale, key, params)));
    return false;
  }

  /** Runs the call; a submit while one is running is skipped (SPEC §4). `true` when it succeeded. */
  async function submit(action: () => Promise<void>): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    show({}, null);
    try {
      await action();
      return true;
    } catch (error) {
      const failure = formFailure(error, fields, t('error.occured'));
      const placed = Object.keys(failure.fieldErrors).length > 0;
      show(failure.fieldErrors, failure.message ?? (placed ? t('check.input.correction') : null), 'server');
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return {
    busy,
    errors,
    message,
    source,
    alertRef,
    fieldId,
    errorOf: (field: string) => errors[field]?.join(' '),
    reject,
    check,
    submit,
  };
}

export type ApiForm = ReturnType<typeof useApiForm>;
