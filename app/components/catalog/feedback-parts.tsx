import { Alert } from '@mantine/core';
import type { Ref } from 'react';
import { useT } from '../../i18n/use-t.ts';
import classes from './profile.module.css';

/** The bot trap (docs/decisions/080): people never see or reach it; bots fill every input. */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useT();
  return (
    <div className={classes.trap} aria-hidden="true">
      <label htmlFor={`${id}-website`}>{t('catalog.form.trap')}</label>
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

/** The server's confirmation: announced and focused, so nobody misses that the text was received. */
export function Confirmation({ message, confirmationRef }: { message: string | null; confirmationRef: Ref<HTMLDivElement> }) {
  if (!message) return null;
  return (
    <Alert color="green" role="status" ref={confirmationRef} tabIndex={-1}>
      {message}
    </Alert>
  );
}
