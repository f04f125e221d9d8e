import { lazy, Suspense } from 'react';
import { SiteLink } from '../site-link.tsx';
import type { ArticleComment, ArticleQuestion } from '../../../contracts/content.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from './format.ts';
import classes from './article.module.css';

/**
 * The form's inputs are far below the fold: their code arrives after the page's own (the server still
 * renders the form, and it hydrates once its chunk is in), keeping it out of the first load.
 */
const CommentForm = lazy(() => import('./comment-form.tsx').then((module) => ({ default: module.CommentForm })));

/** Published comments with their replies, then the form to write one (shown after moderation). */
export function Comments({ articleId, comments }: { articleId: number; comments: readonly ArticleComment[] }) {
  const { t } = useT();
  const count = comments.reduce((sum, comment) => sum + 1 + comment.replies.length, 0);
  return (
    <section className={classes.section} aria-labelledby="comments-title">
      <h2 id="comments-title">{t('content.comments.title', { n: count })}</h2>
      {comments.length === 0 ? <p>{t('content.comments.empty')}</p> : <CommentList comments={comments} />}
      <Suspense>
        <CommentForm articleId={articleId} />
      </Suspense>
    </section>
  );
}

function CommentList({ comments }: { comments: readonly ArticleComment[] }) {
  const { t, locale } = useT();
  return (
    <ol className={classes.comments}>
      {comments.map((comment) => (
        <li key={comment.id}>
          <article className={classes.comment} aria-label={t('content.comment.by', { name: comment.author_name })}>
            <p className={classes.commentHead}>
              <strong>
                {comment.doctor ? <SiteLink to={localizedPath(`/doctor/${comment.doctor.slug}`, locale)}>{comment.doctor.name}</SiteLink> : comment.author_name}
              </strong>
              {comment.doctor && <span className={classes.doctorMark}>{t('content.comment.doctor')}</span>}
              {comment.published_at && <time dateTime={comment.published_at}>{formatDate(comment.published_at, t)}</time>}
            </p>
            <p className={classes.commentText}>{comment.text}</p>
            {comment.reply && (
              <div className={classes.reply}>
                <p className={classes.commentHead}>
                  <strong>{t('content.comment.reply')}</strong>
                </p>
                <p className={classes.commentText}>{comment.reply}</p>
              </div>
            )}
          </article>
          {comment.replies.length > 0 && <CommentList comments={comment.replies} />}
        </li>
      ))}
    </ol>
  );
}

/** Visitors' questions about the article that a doctor answered (also the page's FAQ markup). */
export function Questions({ questions }: { questions: readonly ArticleQuestion[] }) {
  const { t } = useT();
  if (questions.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="questions-title">
      <h2 id="questions-title">{t('content.questions.title')}</h2>
      <dl className={classes.questions}>
        {questions.map((item) => (
          <div key={item.id}>
            <dt>
              {item.question} <span className={classes.asker}>— {item.author_name}</span>
            </dt>
            <dd>{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
