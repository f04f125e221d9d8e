import type { ChangeEvent } from 'react';
import './plain-field.css';

interface PlainFieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: string;
  label: string;
  description?: string;
  required?: boolean;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
}

/**
 * A labelled text input or text area written as plain elements, for the public pages' short forms (the
 * profiles' review and question): the look of the site's inputs without a component library's render work
 * on every page view (docs/decisions/312). The label names the input; the description and the error are read
 * with it; an error marks the input invalid.
 */
export function PlainField({ id, label, description, error, rows, required, ...input }: PlainFieldProps) {
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { ...input, id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: 'vz-field-input' };
  return (
    <div className="vz-field">
      <label htmlFor={id} className="vz-field-label">
        {label}
        {required && (
          <span className="vz-field-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p id={`${id}-description`} className="vz-field-description">
          {description}
        </p>
      )}
      {rows ? <textarea {...common} rows={rows} /> : <input {...common} type={input.type ?? 'text'} />}
      {error && (
        <p id={`${id}-error`} className="vz-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's submit button, plain: while the form is being sent it is busy and cannot be pressed again. */
export function PlainSubmit({ busy, children }: { busy: boolean; children: string }) {
  return (
    <button type="submit" className="vz-submit" disabled={busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
