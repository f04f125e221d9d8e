import { Alert } from '@mantine/core';
import type { Ref } from 'react';
import { useT } from '../../i18n/use-t.ts';
import './plain-field.css';

/**
 * The parts every public form that sends a text shares (a review, a question, a comment, a callback, a support or
 * an emergency request). The bot trap of docs/decisions/080: an input people never see or reach (off-screen, out
 * of the tab order, hidden from screen readers); bots fill every input they find.
 */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useT();
  return (
    <div className="vz-trap" aria-hidden="true">
      <label htmlFor={`${id}-website`}>{t('form.trap')}</label>
      <input
        id={`${id}-website`}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/** The server's confirmation after a submission: announced politely and focused, so nobody misses it. */
export function Confirmation({ message, confirmationRef }: { message: string | null; confirmationRef: Ref<HTMLDivElement> }) {
  if (!message) return null;
  return (
    <Alert color="green" role="status" ref={confirmationRef} tabIndex={-1} className="vz-confirmation">
      {message}
    </Alert>
  );
}
