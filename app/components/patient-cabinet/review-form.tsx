import '../forms/form-styles.ts';
import { Button, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ZCabinetReviewEdit, ZCabinetReviewRequest, isEditableReview, type TReviewTargetKind } from '../../../contracts/patient-reviews.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { editReview, myReviewsKey, myReviewsQuery, reviewTargetsQuery, writeReview } from './patient-reviews-api.ts';
import { QueryState } from '../forms/query-state.tsx';
import { useApiForm } from '../forms/use-api-form.ts';
import classes from '../account/account.module.css';

const FIELDS = ['target_id', 'rating', 'text'];
const EMPTY = { target: '', rating: '5', text: '' };

/** A request from a review card to edit that review in the form: its target's option value, and a fresh count. */
export interface EditRequest {
  target: string;
  count: number;
}

/**
 * A review from the cabinet (docs/decisions/229, 266): the choice is only among the doctors and clinics of her
 * past approved visits; the server refuses any other with a message under the choice. One review per doctor
 * and clinic: choosing one she already reviewed turns the form into the edit of that review while it is new or
 * rejected, and says why it cannot be changed once the moderators have it.
 */
export function ReviewForm({ editRequest }: { editRequest?: EditRequest }) {
  const { t } = useT();
  const query = useQuery(reviewTargetsQuery);
  const mine = useQuery(myReviewsQuery);
  const queryClient = useQueryClient();
  const form = useApiForm('my-review', FIELDS);
  const [values, setValues] = useState(EMPTY);
  const textRef = useRef<HTMLTextAreaElement>(null);
  // The value is read at once: the event's target is gone by the time React runs an updater.
  const change = (field: keyof typeof EMPTY, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const targets = query.data ?? [];
  const selected = targets.find((target) => `${target.kind}:${target.id}` === values.target);
  const existing = selected?.review ?? null;
  const editing = existing !== null && isEditableReview(existing.status);
  const locked = existing !== null && !editing;

  /** Choosing a target she already reviewed fills the form with that review. */
  function choose(value: string) {
    const target = targets.find((candidate) => `${candidate.kind}:${candidate.id}` === value);
    const review = target?.review ? mine.data?.find((candidate) => candidate.id === target.review?.id) : undefined;
    setValues(review ? { target: value, rating: String(review.rating), text: review.text } : { ...EMPTY, target: value });
  }

  useEffect(() => {
    if (!editRequest || !query.data || !mine.data) return;
    // A review written on a public page about someone she never visited has no place in the form.
    if (!query.data.some((target) => `${target.kind}:${target.id}` === editRequest.target)) return;
    choose(editRequest.target);
    textRef.current?.focus();
    // Only a new request from a card moves the form; the lists arriving later do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editRequest?.count, Boolean(query.data), Boolean(mine.data)]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    const [kind, id] = values.target.split(':');
    const body = { target_kind: (kind || 'doctor') as TReviewTargetKind, target_id: Number(id) || 0, rating: Number(values.rating), text: values.text };
    if (editing && existing) {
      const changes = { rating: body.rating, text: body.text };
      if (!(await form.check(async () => ZCabinetReviewEdit, changes))) return;
      if (!(await form.submit(async () => void (await editReview(existing.id, changes))))) return;
      showToast({ severity: 'success', detail: t('myreviews.form.edited') });
    } else {
      if (!(await form.check(async () => ZCabinetReviewRequest, body))) return;
      if (!(await form.submit(async () => void (await writeReview(body))))) return;
      showToast({ severity: 'success', detail: t('myreviews.form.sent') });
    }
    setValues(EMPTY);
    await queryClient.invalidateQueries({ queryKey: myReviewsKey });
  }

  return (
    <section className={classes.card} aria-labelledby="my-review-form-title">
      <Title order={2} size="h3" id="my-review-form-title" mb="xs">
        {editing ? t('myreviews.form.edit.title') : t('myreviews.form.title')}
      </Title>
      <QueryState query={query}>
        {(targets) =>
          targets.length === 0 ? (
            <Text data-review-targets="none">{t('myreviews.form.none')}</Text>
          ) : (
            <form onSubmit={(event) => void submit(event)} noValidate aria-describedby="my-review-form-intro" data-review-form>
              <Stack gap="md">
                <Text id="my-review-form-intro">{t('myreviews.form.intro')}</Text>
                <FormMessage form={form} />
                <NativeSelect
                  id={form.fieldId('target_id')}
                  label={t('myreviews.form.target')}
                  required
                  value={values.target}
                  onChange={(event) => choose(event.currentTarget.value)}
                  error={form.errorOf('target_id')}
                  data={[
                    { value: '', label: '—' },
                    ...targets.map((target) => ({
                      value: `${target.kind}:${target.id}`,
                      label: t(target.review ? 'myreviews.form.target.option.reviewed' : 'myreviews.form.target.option', {
                        kind: t(`myreviews.kind.${target.kind}`),
                        name: target.name,
                      }),
                    })),
                  ]}
                />
                {selected && editing && <Text data-review-editing>{t('myreviews.form.edit.intro', { name: selected.name })}</Text>}
                {selected && locked && (
                  <Text data-review-locked role="status">
                    {t('myreviews.form.locked', { name: selected.name })}
                  </Text>
                )}
                <NativeSelect
                  id={form.fieldId('rating')}
                  label={t('myreviews.form.rating')}
                  required
                  value={values.rating}
                  onChange={(event) => change('rating', event.currentTarget.value)}
                  error={form.errorOf('rating')}
                  data={['5', '4', '3', '2', '1'].map((value) => ({ value, label: t('myreviews.rating', { rating: value }) }))}
                />
                <Textarea
                  ref={textRef}
                  id={form.fieldId('text')}
                  label={t('myreviews.form.text')}
                  description={t('myreviews.form.text.hint')}
                  required
                  autosize
                  minRows={4}
                  maxLength={5000}
                  value={values.text}
                  onChange={(event) => change('text', event.currentTarget.value)}
                  error={form.errorOf('text')}
                />
                <div>
                  <Button type="submit" loading={form.busy} disabled={locked} data-action="review-send">
                    {editing ? t('myreviews.form.edit.submit') : t('myreviews.form.submit')}
                  </Button>
                </div>
              </Stack>
            </form>
          )
        }
      </QueryState>
    </section>
  );
}
