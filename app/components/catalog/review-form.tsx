import '../forms/form-styles.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { PlainField, PlainSubmit } from '../forms/plain-field.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Confirmation, Honeypot } from '../forms/submission-parts.tsx';
import type { FeedbackTarget } from '../../../contracts/feedback.ts';
import { given, preloadPublicFormCode, usePublicForm } from '../content/public-form.ts';
import { plural } from '../../i18n/plural.ts';
import classes from './profile.module.css';

const EMPTY = { rating: '', author_name: '', text: '', email: '', phone: '' };
const STARS = [5, 4, 3, 2, 1];

/** SPEC §3 review: a rating 1–5 (a native radio group), name and text; e-mail and phone are optional and never published. */
export function ReviewForm({ target }: { target: FeedbackTarget }) {
  const { t, locale } = useT();
  const { form, field, values, change, trap, confirmation, confirmationRef, onSubmit } = usePublicForm({
    id: 'review',
    route: 'submitReview',
    fields: ['rating', 'author_name', 'text', 'email', 'phone'],
    empty: EMPTY,
    schema: (contracts) => contracts.ZSubmitReviewRequest,
    body: (input) => ({
      ...target,
      rating: input.rating ? Number(input.rating) : undefined,
      author_name: given(input.author_name),
      text: given(input.text),
      email: given(input.email),
      phone: given(input.phone),
    }),
  });
  const ratingError = form.errorOf('rating');
  return (
    <form onSubmit={(event) => void onSubmit(event)} onFocus={preloadPublicFormCode} noValidate aria-labelledby="review-form-title" className={classes.form}>
      <h3 id="review-form-title">{t('catalog.review.title')}</h3>
      <Confirmation message={confirmation} confirmationRef={confirmationRef} />
      <FormMessage form={form} />
      <fieldset className={classes.stars} aria-describedby={ratingError ? 'review-rating-error' : undefined}>
        <legend>
          {t('catalog.review.rating')} <span aria-hidden="true">*</span>
        </legend>
        {STARS.map((stars, index) => (
          <label key={stars} className={classes.star}>
            <input
              type="radio"
              name="rating"
              value={stars}
              id={index === 0 ? form.fieldId('rating') : undefined}
              checked={values.rating === String(stars)}
              onChange={() => change('rating', String(stars))}
              required
            />
            <span aria-hidden="true">{'★'.repeat(stars)}</span>
            <span className="vz-visually-hidden">{plural(t, locale, 'catalog.review.star', stars)}</span>
          </label>
        ))}
        {ratingError && (
          <p id="review-rating-error" className={classes.error}>
            {ratingError}
          </p>
        )}
      </fieldset>
      <PlainField {...field('author_name')} label={t('catalog.form.name')} autoComplete="name" required maxLength={100} />
      <PlainField {...field('text')} label={t('catalog.review.text')} required rows={4} maxLength={5000} />
      <div className={classes.row}>
        <PlainField {...field('email')} type="email" label={t('catalog.form.email')} description={t('catalog.review.contact')} autoComplete="email" />
        <PlainField {...field('phone')} type="tel" inputMode="tel" label={t('catalog.form.phone')} autoComplete="tel" />
      </div>
      <Honeypot id="review" {...trap} />
      <div className={classes.actions}>
        <PlainSubmit busy={form.busy}>{t('catalog.review.submit')}</PlainSubmit>
        <p className={classes.note}>{t('catalog.form.moderation')}</p>
      </div>
    </form>
  );
}
