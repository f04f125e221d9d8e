import './form-styles.ts';
import { Textarea, TextInput } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';
import { PhoneField, PublicFormFrame } from './form-parts.tsx';
import { given, usePublicForm } from './public-form.ts';

/** "Call me back" (SPEC §1): a name and a phone, and what it is about if the visitor wants to say. */
export function CallbackForm() {
  const { t } = useT();
  const state = usePublicForm({
    id: 'callback',
    route: 'submitCallbackRequest',
    fields: ['name', 'phone', 'comment'],
    empty: { name: '', phone: '', comment: '' },
    schema: (contracts) => contracts.ZSubmitCallbackRequest,
    body: (values) => ({ name: given(values.name), phone: given(values.phone), comment: given(values.comment) }),
  });
  const { field } = state;
  return (
    <PublicFormFrame id="callback" state={state} labelledBy="callback-title" submit={t('content.callback.submit')} button={{ variant: 'outline' }}>
      <TextInput {...field('name')} label={t('content.form.name')} autoComplete="name" required maxLength={100} />
      <PhoneField field={field('phone')} hint={t('content.form.phone.hint')} />
      <Textarea {...field('comment')} label={t('content.callback.comment')} rows={3} maxLength={1000} />
    </PublicFormFrame>
  );
}
