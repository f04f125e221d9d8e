import { Title } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import classes from './video.module.css';

const TIPS = ['video.tips.light', 'video.tips.headphones', 'video.tips.quiet', 'video.tips.connection', 'video.tips.documents'] as const;

/** What makes a good video visit, for the minutes before it. */
export function VisitTips() {
  const { t } = useT();
  const titleId = useId();
  return (
    <section className={classes.panel} aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t('video.tips.title')}
      </Title>
      <ul className={classes.tips}>
        {TIPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
