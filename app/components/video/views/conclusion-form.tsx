import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { VIDEO_CONCLUSION_MAX_LENGTH, ZVideoConclusion, type TVideoConclusion, type TVideoRoom } from '../../../../contracts/video.ts';
import { useT } from '../../../i18n/use-t.ts';
import { showToast } from '../../../shell/toasts.ts';
import { FormMessage } from '../../forms/form-message.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { videoKeys, writeConclusion } from './video-api.ts';
import classes from './video.module.css';

const FIELDS = ['conclusion', 'recommendations'] as const;

/** The doctor's conclusion (required) and recommendations, written after the end and editable later. */
export function ConclusionForm({ id, current, onDone }: { id: number; current: TVideoConclusion | null; onDone?: () => void }) {
  const { t } = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const form = useApiForm('video-conclusion', FIELDS);
  const [values, setValues] = useState({ conclusion: current?.conclusion ?? '', recommendations: current?.recommendations ?? '' });
  const change = (field: (typeof FIELDS)[number], value: string) => setValues((now) => ({ ...now, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await form.check(async () => ZVideoConclusion, values))) return;
    const saved = await form.submit(async () => {
      const conclusion = await writeConclusion(id, values);
      queryClient.setQueryData<TVideoRoom>(videoKeys.room(id), (room) => (room ? { ...room, conclusion, has_conclusion: true } : room));
    });
    if (!saved) return;
    await queryClient.invalidateQueries({ queryKey: videoKeys.lists });
    showToast({ severity: 'success', detail: t('video.conclusion.saved') });
    onDone?.();
  }

  return (
    <section className={classes.panel} aria-labelledby={titleId} data-conclusion-form>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {t('video.conclusion.form.title')}
          </Title>
          <FormMessage form={form} />
          <Textarea
            id={form.fieldId('conclusion')}
            label={t('video.conclusion.field.conclusion')}
            required
            autosize
            minRows={4}
            maxLength={VIDEO_CONCLUSION_MAX_LENGTH}
            value={values.conclusion}
            onChange={(event) => change('conclusion', event.currentTarget.value)}
            error={form.errorOf('conclusion')}
          />
          <Textarea
            id={form.fieldId('recommendations')}
            label={t('video.conclusion.field.recommendations')}
            autosize
            minRows={3}
            maxLength={VIDEO_CONCLUSION_MAX_LENGTH}
            value={values.recommendations}
            onChange={(event) => change('recommendations', event.currentTarget.value)}
            error={form.errorOf('recommendations')}
          />
          <Group>
            <Button type="submit" loading={form.busy}>
              {t('video.conclusion.save')}
            </Button>
            {current && onDone && (
              <Button variant="subtle" onClick={onDone}>
                {t('video.conclusion.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </section>
  );
}
