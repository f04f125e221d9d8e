import './form-styles.ts';
import { Button, Textarea, TextInput } from '@mantine/core';
import { FormMessage } from '../forms/form-message.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Confirmation, Honeypot } from '../forms/submission-parts.tsx';
import { HINT_BELOW } from './form-parts.tsx';
import { given, preloadPublicFormCode, usePublicForm } from './public-form.ts';
import classes from './forms.module.css';

/** "Call me back" (SPEC §1): a name and a phone, and what it is about if the visitor wants to say. */
export function CallbackForm() {
  const { t } = useT();
  const { form, field, trap, confirmation, confirmationRef, onSubmit } = usePublicForm({
    id: 'callback',
    route: 'submitCallbackRequest',
    fields: ['name', 'phone', 'comment'],
    empty: { name: '', phone: '', comment: '' },
    schema: (contracts) => contracts.ZSubmitCallbackRequest,
    body: (values) => ({ name: given(values.name), phone: given(values.phone), comment: given(values.comment) }),
  });
  return (
    <form onSubmit={onSubmit} onFocus={preloadPublicFormCode} noValidate aria-labelledby="callback-title" className={classes.form}>
      <Confirmation message={confirmation} confirmationRef={confirmationRef} />
      <FormMessage form={form} />
      <TextInput {...field('name')} label={t('content.form.name')} autoComplete="name" required maxLength={100} />
      <TextInput
        {...field('phone')}
        type="tel"
        inputMode="tel"
        label={t('content.form.phone')}
        inputWrapperOrder={HINT_BELOW}
        description={t('content.form.phone.hint')}
        autoComplete="tel"
        required
      />
      <Textarea {...field('comment')} label={t('content.callback.comment')} rows={3} maxLength={1000} />
      <Honeypot id="callback" {...trap} />
      <div className={classes.actions}>
        <Button type="submit" loading={form.busy} variant="outline">
          {t('content.callback.submit')}
        </Button>
      </div>
    </form>
  );
}
