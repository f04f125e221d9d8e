import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { QueryState } from '../forms/query-state.tsx';
import { rangeLabel } from './move-values.ts';
import { visitMovesQuery, type VisitMoveSource } from './visit-moves-api.ts';
import booking from '../booking/booking.module.css';
import classes from './visit-moves.module.css';

/** The latest moves (of one clinic when given), newest first; each opens its page. */
export function MoveList({ source, institutionId, currentId }: { source: VisitMoveSource; institutionId?: number; currentId?: number }) {
  const { t, locale } = useT();
  const query = useQuery(visitMovesQuery(source, institutionId, locale));
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-move-list>
      <h2 id={titleId} className={booking.stepTitle}>
        {t('visit.move.list')}
      </h2>
      <QueryState query={query}>
        {(moves) =>
          moves.length === 0 ? (
            <p className={booking.muted}>{t('visit.move.list.empty')}</p>
          ) : (
            <ul className={booking.list}>
              {moves.map((move) => (
                <li key={move.id}>
                  <Link
                    to={localizedPath(`${source.basePath}/${move.id}`, locale)}
                    className={`${booking.card} ${classes.moveLink} ${move.id === currentId ? classes.current : ''}`}
                    aria-current={move.id === currentId ? 'page' : undefined}
                    data-move={move.id}
                  >
                    <h3 className={classes.moveTitle}>{rangeLabel(locale, move)}</h3>
                    <span className={booking.muted}>
                      {move.institution.name} · {move.doctor?.name ?? t('visit.move.all.doctors')} ·{' '}
                      {t('visit.move.list.answered', { answered: move.answered, total: move.total })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
