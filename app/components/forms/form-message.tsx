import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ApiForm } from './use-api-form.ts';

/** The form's message (server texts, "check the input"): announced at once and focusable. */
export function FormMessage({ form, children }: { form: ApiForm; children?: ReactNode }) {
  if (!form.message) return null;
  return (
    <Alert color="red" role="alert" ref={form.alertRef} tabIndex={-1}>
      {form.message}
      {children}
    </Alert>
  );
}
