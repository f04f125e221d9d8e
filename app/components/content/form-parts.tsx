import { Button, TextInput, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { Confirmation, Honeypot } from '../forms/submission-parts.tsx';
import { preloadPublicFormCode, type usePublicForm } from './public-form.ts';
import classes from './forms.module.css';

/** Hints go under the input, so inputs side by side line up whether or not they have one. */
export const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

type PublicFormState = Pick<ReturnType<typeof usePublicForm>, 'form' | 'trap' | 'confirmation' | 'confirmationRef' | 'onSubmit'>;

/**
 * What every public submission form has around its fields: the server's confirmation and the form's message above
 * them, the bot trap and the submit button below. Named by its heading: its own (`title`), or one on the page
 * (`labelledBy`).
 */
export function PublicFormFrame({
  id,
  state,
  title,
  labelledBy = `${id}-form-title`,
  submit,
  button,
  after,
  children,
}: {
  id: string;
  state: PublicFormState;
  title?: string;
  labelledBy?: string;
  submit: string;
  button?: Pick<ButtonProps, 'variant' | 'color'>;
  /** Beside the button: what happens to the text once sent. */
  after?: ReactNode;
  children: ReactNode;
}) {
  const { form, trap, confirmation, confirmationRef, onSubmit } = state;
  return (
    <form onSubmit={onSubmit} onFocus={preloadPublicFormCode} noValidate aria-labelledby={labelledBy} className={classes.form}>
      {title ? <h3 id={labelledBy}>{title}</h3> : null}
      <Confirmation message={confirmation} confirmationRef={confirmationRef} />
      <FormMessage form={form} />
      {children}
      <Honeypot id={id} {...trap} />
      <div className={classes.actions}>
        <Button type="submit" loading={form.busy} {...button}>
          {submit}
        </Button>
        {after}
      </div>
    </form>
  );
}

/** The phone a public form asks for, with what it is used for under it. */
export function PhoneField({ field, hint }: { field: ReturnType<ReturnType<typeof usePublicForm>['field']>; hint: string }) {
  const { t } = useT();
  return (
    <TextInput
      {...field}
      type="tel"
      inputMode="tel"
      label={t('content.form.phone')}
      inputWrapperOrder={HINT_BELOW}
      description={hint}
      autoComplete="tel"
      required
    />
  );
}
