import { lazy, Suspense } from 'react';
import type { FeedbackTarget } from '../../../contracts/feedback.ts';
// The forms' fields are drawn on the server before their chunk arrives: their styles come with the page.
import '../forms/plain-field.css';

const ReviewForm = lazy(() => import('./review-form.tsx').then((module) => ({ default: module.ReviewForm })));
const QuestionForm = lazy(() => import('./question-form.tsx').then((module) => ({ default: module.QuestionForm })));

/**
 * The profiles' review and question forms, as chunks of their own: the server renders them whole, the
 * browser hydrates them when their code (inputs, buttons, form logic) has arrived, after the page
 * (docs/decisions/100, 160).
 */
export function LazyReviewForm({ target }: { target: FeedbackTarget }) {
  return (
    <Suspense>
      <ReviewForm target={target} />
    </Suspense>
  );
}

export function LazyQuestionForm({ target }: { target: FeedbackTarget }) {
  return (
    <Suspense>
      <QuestionForm target={target} />
    </Suspense>
  );
}
