import '../account/form-styles.ts';
import { Button, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ZCabinetReviewRequest, type TReviewTargetKind } from '../../../contracts/patient-reviews.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { FormMessage } from '../account/form-message.tsx';
import { myReviewsKey, reviewTargetsQuery, writeReview } from './patient-reviews-api.ts';
import { QueryState } from '../account/query-state.tsx';
import { useApiForm } from '../account/use-api-form.ts';
import classes from '../account/account.module.css';

const FIELDS = ['target_id', 'rating', 'text'];
const EMPTY = { target: '', rating: '5', text: '' };

/**
 * A new review from the cabinet (docs/decisions/229): the choice is only among the doctors and clinics of her
 * past approved visits; the server refuses any other with a message under the choice.
 */
export function ReviewForm() {
  const { t } = useT();
  const query = useQuery(reviewTargetsQuery);
  const queryClient = useQueryClient();
  const form = useApiForm('my-review', FIELDS);
  const [values, setValues] = useState(EMPTY);
  // The value is read at once: the event's target is gone by the time React runs an updater.
  const change = (field: keyof typeof EMPTY, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const [kind, id] = values.target.split(':');
    const body = { target_kind: (kind || 'doctor') as TReviewTargetKind, target_id: Number(id) || 0, rating: Number(values.rating), text: values.text };
    if (!(await form.check(async () => ZCabinetReviewRequest, body))) return;
    const sent = await form.submit(async () => {
      await writeReview(body);
    });
    if (!sent) return;
    showToast({ severity: 'success', detail: t('myreviews.form.sent') });
    setValues(EMPTY);
    await queryClient.invalidateQueries({ queryKey: myReviewsKey });
  }

  return (
    <section className={classes.card} aria-labelledby="my-review-form-title">
      <Title order={2} size="h3" id="my-review-form-title" mb="xs">
        {t('myreviews.form.title')}
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
                  onChange={(event) => change('target', event.currentTarget.value)}
                  error={form.errorOf('target_id')}
                  data={[
                    { value: '', label: '—' },
                    ...targets.map((target) => ({
                      value: `${target.kind}:${target.id}`,
                      label: t('myreviews.form.target.option', { kind: t(`myreviews.kind.${target.kind}`), name: target.name }),
                    })),
                  ]}
                />
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
                  <Button type="submit" loading={form.busy} data-action="review-send">
                    {t('myreviews.form.submit')}
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
