import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import type { MessageKey } from '../../i18n/catalogs.ts';
import blocks from './blocks.module.css';
import classes from './conference-guide.module.css';

export interface ConferenceGuideLinks {
  /** The doctors listing filtered to online consultations, unlocalized. */
  doctorsPath: string;
  /** The patient's video consultations (the sign-in page first when signed out), unlocalized. */
  roomPath: string;
  /** How long before the start the waiting room opens. */
  minutes: number;
}

const STEPS = ['check', 'waiting', 'start', 'conclusion'] as const;

/** `/conference`'s two ways in: find a doctor who consults online, or enter one's own waiting room. */
export function ConferenceActions({ links }: { links: ConferenceGuideLinks }) {
  const { t, locale } = useT();
  return (
    <>
      <div className={classes.actions} role="group" aria-label={t('conference.actions')}>
        <Button component={Link} to={localizedPath(links.doctorsPath, locale)} size="md" data-action="find-doctor">
          {t('conference.action.find')}
        </Button>
        <Button component={Link} to={localizedPath(links.roomPath, locale)} size="md" variant="outline" data-action="waiting-room">
          {t('conference.action.room')}
        </Button>
      </div>
      <p className={classes.hint}>{t('conference.action.room.hint', { minutes: links.minutes })}</p>
    </>
  );
}

/** How a video visit goes, in four plain steps: equipment, waiting room, the doctor starts, the conclusion. */
export function ConferenceSteps({ minutes }: { minutes: number }) {
  const { t } = useT();
  return (
    <section className={blocks.section} aria-labelledby="conference-how">
      <h2 id="conference-how" className={blocks.sectionTitle}>
        {t('conference.how.title')}
      </h2>
      <ol className={blocks.blocks} data-section="steps">
        {STEPS.map((step) => (
          <li key={step} className={blocks.block} data-step={step}>
            <h3 className={blocks.blockTitle}>{t(`conference.how.${step}.title` as MessageKey)}</h3>
            <div className={blocks.blockText}>
              <p>{t(`conference.how.${step}.text` as MessageKey, { minutes })}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
