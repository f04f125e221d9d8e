import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useT } from '../../i18n/use-t.ts';
import classes from './clinic-profile.module.css';

const API_BASE = (import.meta.env.VITE_API_BASE ?? '/api/v1').replace(/\/+$/, '');

type FieldErrors = Record<string, string[] | undefined>;
type Outcome = { kind: 'sent'; message: string } | { kind: 'refused'; message: string | null; errors: FieldErrors } | null;

/**
 * Posts one public form (docs/decisions/080) with a bare `fetch`: the API client would add kilobytes to
 * every profile view for two forms. The server checks everything (its 422 texts arrive translated by
 * `Accept-Language` and go under their fields); the confirmation text is the server's too.
 */
function usePublicSubmission(endpoint: 'public/reviews' | 'public/questions', fields: readonly string[]) {
  const { t, locale } = useT();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>, body: Record<string, unknown>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(`${API_BASE}/${endpoint}`, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': locale },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as { data?: { message?: string }; message?: string; errors?: FieldErrors };
      if (response.ok) {
        setOutcome({ kind: 'sent', message: answer.data?.message ?? '' });
        formRef.current?.reset();
        requestAnimationFrame(() => statusRef.current?.focus());
        return;
      }
      const errors = response.status === 422 ? (answer.errors ?? {}) : {};
      setOutcome({ kind: 'refused', message: response.status === 422 ? null : (answer.message ?? t('places.form.failed')), errors });
      const first = fields.find((field) => errors[field]?.length);
      if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
    } catch {
      setOutcome({ kind: 'refused', message: t('places.form.failed'), errors: {} });
    } finally {
      setBusy(false);
    }
  }
  const errorOf = (field: string) => (outcome?.kind === 'refused' ? outcome.errors[field]?.join(' ') : undefined);
  return { outcome, busy, formRef, statusRef, onSubmit, errorOf };
}

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className={classes.formField}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <span className={classes.hint}>{hint}</span>}
      {error && (
        <span id={`${id}-error`} className={classes.error}>
          {error}
        </span>
      )}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined);

/** Hidden from people (off-screen, not focusable); bots fill it and are answered as if it worked. */
function Honeypot() {
  const { t } = useT();
  return (
    <div className={classes.trap} aria-hidden="true">
      <label>
        {t('places.form.honeypot')}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

function Status({ outcome, statusRef }: { outcome: Outcome; statusRef: RefObject<HTMLParagraphElement | null> }) {
  return (
    <p ref={statusRef} tabIndex={-1} role="status" className={outcome?.kind === 'sent' ? classes.sent : classes.error}>
      {outcome?.kind === 'sent' ? outcome.message : (outcome?.message ?? '')}
    </p>
  );
}

const text = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');
const optional = (value: string) => (value.trim() === '' ? undefined : value);

export function ReviewForm({ institutionId }: { institutionId: number }) {
  const { t } = useT();
  const id = useId();
  const fields = ['rating', 'author_name', 'email', 'text'] as const;
  const form = usePublicSubmission('public/reviews', fields);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const rating = Number(text(element, 'rating'));
    void form.onSubmit(event, {
      institution_id: institutionId,
      rating: Number.isInteger(rating) && rating > 0 ? rating : undefined,
      author_name: text(element, 'author_name'),
      email: optional(text(element, 'email')),
      text: text(element, 'text'),
      website: optional(text(element, 'website')),
    });
  };
  return (
    <form ref={form.formRef} className={classes.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('places.form.review.title')}</h3>
      <fieldset className={classes.stars} aria-describedby={describedBy(`${id}-rating`, form.errorOf('rating'))}>
        <legend>{t('places.form.rating')}</legend>
        {[5, 4, 3, 2, 1].map((value) => (
          <label key={value}>
            <input type="radio" name="rating" value={value} defaultChecked={value === 5} /> {t('places.form.rating.value', { n: value })}
          </label>
        ))}
        {form.errorOf('rating') && (
          <span id={`${id}-rating-error`} className={classes.error}>
            {form.errorOf('rating')}
          </span>
        )}
      </fieldset>
      <Field id={`${id}-name`} label={t('places.form.name')} error={form.errorOf('author_name')}>
        <input id={`${id}-name`} name="author_name" autoComplete="name" required aria-invalid={!!form.errorOf('author_name')} aria-describedby={describedBy(`${id}-name`, form.errorOf('author_name'))} />
      </Field>
      <Field id={`${id}-email`} label={t('places.form.email')} hint={t('places.form.email.hint')} error={form.errorOf('email')}>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" aria-invalid={!!form.errorOf('email')} aria-describedby={describedBy(`${id}-email`, form.errorOf('email'))} />
      </Field>
      <Field id={`${id}-text`} label={t('places.form.review.text')} error={form.errorOf('text')}>
        <textarea id={`${id}-text`} name="text" rows={4} required aria-invalid={!!form.errorOf('text')} aria-describedby={describedBy(`${id}-text`, form.errorOf('text'))} />
      </Field>
      <Honeypot />
      <button type="submit" className={classes.submit} disabled={form.busy}>
        {t('places.form.review.submit')}
      </button>
      <Status outcome={form.outcome} statusRef={form.statusRef} />
    </form>
  );
}

export function QuestionForm({ institutionId }: { institutionId: number }) {
  const { t } = useT();
  const id = useId();
  const form = usePublicSubmission('public/questions', ['name', 'email', 'text']);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.onSubmit(event, {
      institution_id: institutionId,
      name: text(element, 'name'),
      email: text(element, 'email'),
      text: text(element, 'text'),
      website: optional(text(element, 'website')),
    });
  };
  return (
    <form ref={form.formRef} className={classes.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('places.form.question.title')}</h3>
      <Field id={`${id}-name`} label={t('places.form.name')} error={form.errorOf('name')}>
        <input id={`${id}-name`} name="name" autoComplete="name" required aria-invalid={!!form.errorOf('name')} aria-describedby={describedBy(`${id}-name`, form.errorOf('name'))} />
      </Field>
      <Field id={`${id}-email`} label={t('places.form.email')} hint={t('places.form.email.hint')} error={form.errorOf('email')}>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required aria-invalid={!!form.errorOf('email')} aria-describedby={describedBy(`${id}-email`, form.errorOf('email'))} />
      </Field>
      <Field id={`${id}-text`} label={t('places.form.question.text')} error={form.errorOf('text')}>
        <textarea id={`${id}-text`} name="text" rows={4} required aria-invalid={!!form.errorOf('text')} aria-describedby={describedBy(`${id}-text`, form.errorOf('text'))} />
      </Field>
      <Honeypot />
      <button type="submit" className={classes.submit} disabled={form.busy}>
        {t('places.form.question.submit')}
      </button>
      <Status outcome={form.outcome} statusRef={form.statusRef} />
    </form>
  );
}
