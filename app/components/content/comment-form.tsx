import './form-styles.ts';
import { Button, Textarea, TextInput } from '@mantine/core';
import { FormMessage } from '../forms/form-message.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Confirmation, Honeypot } from '../forms/submission-parts.tsx';
import { HINT_BELOW } from './form-parts.tsx';
import { given, preloadPublicFormCode, usePublicForm } from './public-form.ts';
import classes from './forms.module.css';

const EMPTY = { name: '', phone: '', comment: '' };

/** SPEC §3 article comment: name, phone (never published) and the comment; shown after moderation. */
export function CommentForm({ articleId }: { articleId: number }) {
  const { t } = useT();
  const { form, field, trap, confirmation, confirmationRef, onSubmit } = usePublicForm({
    id: 'comment',
    route: 'submitArticleComment',
    fields: ['name', 'phone', 'comment'],
    empty: EMPTY,
    schema: (contracts) => contracts.ZSubmitArticleCommentRequest,
    body: (values) => ({ article_id: articleId, name: given(values.name), phone: given(values.phone), comment: given(values.comment) }),
  });
  return (
    <form onSubmit={onSubmit} onFocus={preloadPublicFormCode} noValidate aria-labelledby="comment-form-title" className={classes.form}>
      <h3 id="comment-form-title">{t('content.comment.form.title')}</h3>
      <Confirmation message={confirmation} confirmationRef={confirmationRef} />
      <FormMessage form={form} />
      <div className={classes.row}>
        <TextInput {...field('name')} label={t('content.form.name')} autoComplete="name" required maxLength={100} />
        <TextInput
          {...field('phone')}
          type="tel"
          inputMode="tel"
          label={t('content.form.phone')}
          inputWrapperOrder={HINT_BELOW}
          description={t('content.comment.phone.hint')}
          autoComplete="tel"
          required
        />
      </div>
      <Textarea {...field('comment')} label={t('content.comment.text')} required rows={4} maxLength={2000} />
      <Honeypot id="comment" {...trap} />
      <div className={classes.actions}>
        <Button type="submit" loading={form.busy}>
          {t('content.comment.submit')}
        </Button>
        <p className={classes.note}>{t('content.comment.moderation')}</p>
      </div>
    </form>
  );
}
