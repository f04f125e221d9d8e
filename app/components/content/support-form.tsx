import './form-styles.ts';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { HANDBOOK_ENUMS } from '../../../contracts/handbooks.ts';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { useT } from '../../i18n/use-t.ts';
import { PublicFormFrame } from './form-parts.tsx';
import { given, usePublicForm } from './public-form.ts';
import classes from './forms.module.css';

/** Who the patient cabinet's form is prefilled with (docs/decisions/232). */
export interface SupportFormPerson {
  name: string;
  email: string;
  phone: string;
}

/**
 * SPEC §3 support request: topic, name, e-mail, phone, message; one way to answer is enough. The patient
 * cabinet passes `person` (her profile's contacts) and `onSent` (to refresh her list of requests).
 */
export function SupportForm({ topic = '', person, onSent }: { topic?: string; person?: SupportFormPerson; onSent?: () => void }) {
  const { t } = useT();
  const state = usePublicForm({
    id: 'support',
    route: 'submitSupportRequest',
    fields: ['topic', 'name', 'email', 'phone', 'message'],
    empty: { topic, name: person?.name ?? '', email: person?.email ?? '', phone: person?.phone ?? '', message: '' },
    schema: (contracts) => contracts.ZSubmitSupportRequest,
    body: (values) => ({
      topic: given(values.topic),
      name: given(values.name),
      email: given(values.email),
      phone: given(values.phone),
      message: given(values.message),
    }),
    onSent,
  });
  const { field } = state;
  return (
    <PublicFormFrame id="support" state={state} submit={t('content.support.submit')}>
      <NativeSelect
        {...field('topic')}
        label={t('content.support.topic')}
        required
        data={[
          { value: '', label: t('content.support.topic.choose') },
          ...HANDBOOK_ENUMS.support_topics.map((value) => ({ value, label: t(`handbook.support_topics.${value}` as MessageKey) })),
        ]}
      />
      <TextInput {...field('name')} label={t('content.form.name')} autoComplete="name" required maxLength={100} />
      <p className={classes.note} id="support-contact-hint">
        {t('content.support.contact.hint')}
      </p>
      <div className={classes.row}>
        <TextInput {...field('email')} type="email" label={t('content.form.email')} autoComplete="email" aria-describedby="support-contact-hint" />
        <TextInput {...field('phone')} type="tel" inputMode="tel" label={t('content.form.phone')} autoComplete="tel" aria-describedby="support-contact-hint" />
      </div>
      <Textarea {...field('message')} label={t('content.support.message')} required rows={5} maxLength={5000} />
    </PublicFormFrame>
  );
}
