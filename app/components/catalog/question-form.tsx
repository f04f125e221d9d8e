import '../forms/form-styles.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { PlainField, PlainSubmit } from '../forms/plain-field.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Confirmation, Honeypot } from '../forms/submission-parts.tsx';
import type { FeedbackTarget } from '../../../contracts/feedback.ts';
import { given, preloadPublicFormCode, usePublicForm } from '../content/public-form.ts';
import classes from './profile.module.css';

const EMPTY = { name: '', email: '', text: '' };

/** SPEC §3 question to a doctor or an institution: name, e-mail (the answer goes there) and the question. */
export function QuestionForm({ target }: { target: FeedbackTarget }) {
  const { t } = useT();
  const { form, field, trap, confirmation, confirmationRef, onSubmit } = usePublicForm({
    id: 'question',
    route: 'submitQuestion',
    fields: ['name', 'email', 'text'],
    empty: EMPTY,
    schema: (contracts) => contracts.ZSubmitQuestionRequest,
    body: (input) => ({ ...target, name: given(input.name), email: given(input.email), text: given(input.text) }),
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} onFocus={preloadPublicFormCode} noValidate aria-labelledby="question-form-title" className={classes.form}>
      <h3 id="question-form-title">{t('catalog.question.title')}</h3>
      <Confirmation message={confirmation} confirmationRef={confirmationRef} />
      <FormMessage form={form} />
      <div className={classes.row}>
        <PlainField {...field('name')} label={t('catalog.form.name')} autoComplete="name" required maxLength={100} />
        <PlainField {...field('email')} type="email" label={t('catalog.form.email')} autoComplete="email" required />
      </div>
      <PlainField {...field('text')} label={t('catalog.question.text')} required rows={4} maxLength={3000} />
      <Honeypot id="question" {...trap} />
      <div className={classes.actions}>
        <PlainSubmit busy={form.busy}>{t('catalog.question.submit')}</PlainSubmit>
        <p className={classes.note}>{t('catalog.form.moderation')}</p>
      </div>
    </form>
  );
}
