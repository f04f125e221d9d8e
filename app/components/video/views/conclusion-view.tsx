import { Button, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { TVideoRoom } from '../../../../contracts/video.ts';
import { formatInstant } from '../../booking/format.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ConclusionForm } from './conclusion-form.tsx';
import classes from './video.module.css';

/**
 * The conclusion after the end: the patient reads it (or learns it is still being written); the doctor
 * writes it, and may edit it later.
 */
export function ConclusionSection({ room }: { room: TVideoRoom }) {
  const { t, locale } = useT();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const { conclusion } = room;
  const doctor = room.role === 'doctor';
  if (doctor && (editing || !conclusion)) return <ConclusionForm id={room.id} current={conclusion} onDone={conclusion ? () => setEditing(false) : undefined} />;
  return (
    <section className={classes.panel} aria-labelledby={titleId} data-conclusion>
      <Title order={2} size="h3" id={titleId}>
        {t('video.conclusion.title')}
      </Title>
      {conclusion ? (
        <>
          <p className={classes.prose} data-conclusion-text>
            {conclusion.conclusion}
          </p>
          {conclusion.recommendations && (
            <>
              <Title order={3} size="h4">
                {t('video.conclusion.recommendations')}
              </Title>
              <p className={classes.prose} data-recommendations>
                {conclusion.recommendations}
              </p>
            </>
          )}
          <p className={classes.muted}>{t('video.conclusion.updated', { when: formatInstant(locale, conclusion.updated_at) })}</p>
          {doctor && (
            <div>
              <Button variant="light" onClick={() => setEditing(true)}>
                {t('video.conclusion.edit')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <p className={classes.muted}>{t('video.conclusion.pending')}</p>
      )}
    </section>
  );
}
