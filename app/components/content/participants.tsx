import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { SiteLink } from '../site-link.tsx';
import type { PromotionParticipant } from '../../../contracts/content.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatHryvnias } from '../../../contracts/numbers.ts';
import classes from './participants.module.css';

/**
 * SPEC §3 promotion participants: who offers which service, where, at what price before and during the
 * promotion. Booking goes through the doctor's appointment page when the promotion allows it.
 */
export function Participants({ participants, bookable }: { participants: readonly PromotionParticipant[]; bookable: boolean }) {
  const { t, locale } = useT();
  const formatName = (format: string) => t(format === 'online' ? 'content.participant.online' : 'content.participant.offline');
  const path = (to: string) => localizedPath(to, locale);
  return (
    <ul className={classes.list}>
      {participants.map((participant) => (
        <li key={participant.id} className={classes.item}>
          {participant.doctor.photo ? (
            <img className={classes.photo} src={participant.doctor.photo} alt="" width={72} height={72} loading="lazy" decoding="async" />
          ) : (
            <span className={classes.photo} aria-hidden="true" />
          )}
          <div className={classes.details}>
            <h3 className={classes.doctor}>
              <SiteLink to={path(`/doctor/${participant.doctor.slug}`)}>{participant.doctor.name}</SiteLink>
            </h3>
            {participant.specialization && <p className={classes.muted}>{participant.specialization.name}</p>}
            <p>
              {participant.service.name}
              <span className={classes.muted}>
                {' '}
                · {t('content.participant.duration', { minutes: participant.service.duration })} · {formatName(participant.service.format)}
              </span>
            </p>
            {participant.institution && (
              <p className={classes.muted}>
                <SiteLink to={path(`/clinic/${participant.institution.slug}`)}>{participant.institution.name}</SiteLink>
                {participant.institution.address && <>, {participant.institution.address}</>}
              </p>
            )}
          </div>
          <div className={classes.offer}>
            <p className={classes.prices}>
              {participant.cost > participant.cost_with_discount && (
                <del>
                  <span className="vz-visually-hidden">{t('content.participant.cost')} </span>
                  {formatHryvnias(participant.cost)}
                </del>
              )}{' '}
              <strong>
                <span className="vz-visually-hidden">{t('content.participant.cost.discount')} </span>
                {formatHryvnias(participant.cost_with_discount)}
              </strong>
            </p>
            <Button
              component={Link}
              to={path(bookable ? `/doctor/${participant.doctor.slug}/appointment` : `/doctor/${participant.doctor.slug}`)}
              variant={bookable ? 'filled' : 'outline'}
              aria-label={t(bookable ? 'content.participant.book.label' : 'content.participant.more.label', { name: participant.doctor.name })}
            >
              {t(bookable ? 'content.participant.book' : 'content.participant.more')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
