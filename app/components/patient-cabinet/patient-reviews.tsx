import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useState } from 'react';
import { isEditableReview, reviewTargetPath, type TCabinetReview, type TCabinetReviewStatus } from '../../../contracts/patient-reviews.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatInstant } from '../booking/format.ts';
import { myReviewsQuery, reviewTargetsQuery } from './patient-reviews-api.ts';
import { QueryState } from '../forms/query-state.tsx';
import { ReviewForm, type EditRequest } from './review-form.tsx';
import classes from '../account/account.module.css';

/** Badge colours dark enough for white text (WCAG AA). */
const STATUS_COLOR: Record<TCabinetReviewStatus, string> = { new: 'blue.8', in_process: 'yellow.9', rejected: 'red.8', published: 'green.9' };

/** `/patients/reviews` (docs/decisions/229): what she wrote, with the moderators' status, and the form for a new one. */
export function PatientReviews() {
  const { t } = useT();
  const query = useQuery(myReviewsQuery);
  // The form edits only reviews of doctors and clinics she visited: one written on a public page about another has no edit button.
  const targets = useQuery(reviewTargetsQuery);
  const editable = new Set((targets.data ?? []).map((target) => `${target.kind}:${target.id}`));
  const [editRequest, setEditRequest] = useState<EditRequest>();
  const edit = (target: string) => setEditRequest((current) => ({ target, count: (current?.count ?? 0) + 1 }));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('myreviews.title')}</Title>
      <Text c="dimmed">{t('myreviews.intro')}</Text>
      <ReviewForm editRequest={editRequest} />
      <section aria-labelledby="my-reviews-list">
        <Title order={2} size="h3" id="my-reviews-list" mb="sm">
          {t('myreviews.list.title')}
        </Title>
        <QueryState query={query}>
          {(reviews) =>
            reviews.length === 0 ? (
              <Text className={classes.card}>{t('myreviews.empty')}</Text>
            ) : (
              <ul style={{ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' }}>
                {reviews.map((review) => (
                  <li key={review.id}>
                    <ReviewCard review={review} onEdit={review.target && editable.has(`${review.target.kind}:${review.target.id}`) ? edit : undefined} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </Stack>
  );
}

function ReviewCard({ review, onEdit }: { review: TCabinetReview; onEdit?: (target: string) => void }) {
  const { t, locale } = useT();
  const status = t(`myreviews.status.${review.status}`);
  return (
    <article className={classes.card} data-my-review={review.id} data-status={review.status} aria-labelledby={`my-review-${review.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={`my-review-${review.id}`}>
            {review.target ? (
              <Anchor component={Link} to={localizedPath(reviewTargetPath(review.target), locale)}>
                {review.target.name}
              </Anchor>
            ) : (
              t('myreviews.target.gone')
            )}
          </Title>
          <Badge color={STATUS_COLOR[review.status]} variant="filled" aria-label={t('myreviews.status.label', { status })}>
            {status}
          </Badge>
        </Group>
        {review.target && (
          <Text size="sm" c="dimmed">
            {t(`myreviews.kind.${review.target.kind}`)}
          </Text>
        )}
        <Text size="sm">
          <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)} </span>
          <span className="vz-visually-hidden">{t('myreviews.rating', { rating: review.rating })}</span>
          {' · '}
          {t('myreviews.received', { date: formatInstant(locale, review.received_at) })}
        </Text>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Text>
        {review.target && onEdit && isEditableReview(review.status) && (
          <div>
            <Button
              variant="light"
              size="sm"
              data-action="review-edit"
              aria-label={t('myreviews.edit.label', { name: review.target.name })}
              onClick={() => review.target && onEdit(`${review.target.kind}:${review.target.id}`)}
            >
              {t('myreviews.edit')}
            </Button>
          </div>
        )}
      </Stack>
    </article>
  );
}
