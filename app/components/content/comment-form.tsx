import './form-styles.ts';
import { Textarea, TextInput } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';
import { PhoneField, PublicFormFrame } from './form-parts.tsx';
import { given, usePublicForm } from './public-form.ts';
import classes from './forms.module.css';

const EMPTY = { name: '', phone: '', comment: '' };

/** SPEC §3 article comment: name, phone (never published) and the comment; shown after moderation. */
export function CommentForm({ articleId }: { articleId: number }) {
  const { t } = useT();
  const state = usePublicForm({
    id: 'comment',
    route: 'submitArticleComment',
    fields: ['name', 'phone', 'comment'],
    empty: EMPTY,
    schema: (contracts) => contracts.ZSubmitArticleCommentRequest,
    body: (values) => ({ article_id: articleId, name: given(values.name), phone: given(values.phone), comment: given(values.comment) }),
  });
  const { field } = state;
  return (
    <PublicFormFrame
      id="comment"
      state={state}
      title={t('content.comment.form.title')}
      submit={t('content.comment.submit')}
      after={<p className={classes.note}>{t('content.comment.moderation')}</p>}
    >
      <div className={classes.row}>
        <TextInput {...field('name')} label={t('content.form.name')} autoComplete="name" required maxLength={100} />
        <PhoneField field={field('phone')} hint={t('content.comment.phone.hint')} />
      </div>
      <Textarea {...field('comment')} label={t('content.comment.text')} required rows={4} maxLength={2000} />
    </PublicFormFrame>
  );
}
