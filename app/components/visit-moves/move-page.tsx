import '../forms/form-styles.ts';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CLINIC_TIME_ZONE, zonedClock } from '../../../contracts/zoned-time.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatInstant } from '../booking/format.ts';
import { isApiError } from '../forms/form-errors.ts';
import { QueryState } from '../forms/query-state.tsx';
import { Facts } from '../waitlist/waitlist-parts.tsx';
import { MoveItems } from './move-items.tsx';
import { MoveList } from './move-list.tsx';
import { rangeLabel } from './move-values.ts';
import { visitMoveQuery, type TVisitMove, type VisitMoveSource } from './visit-moves-api.ts';
import booking from '../booking/booking.module.css';
import classes from './visit-moves.module.css';

/**
 * One move (docs/decisions/309): what it covered, who has answered and what each patient chose. It asks again every
 * 20 seconds while anyone has yet to answer, and on demand.
 */
export function VisitMovePage({ source, id }: { source: VisitMoveSource; id: number }) {
  const { t, locale } = useT();
  const query = useQuery(visitMoveQuery(source, id, locale));
  const queryClient = useQueryClient();
  const answered = query.data?.answered;
  const counted = useRef(answered);
  // A new answer seen here is one the list of latest moves below has not counted yet.
  useEffect(() => {
    if (counted.current !== undefined && answered !== counted.current) void queryClient.invalidateQueries({ queryKey: [...source.key, 'list'] });
    counted.current = answered;
  }, [answered, queryClient, source.key]);
  const back = (institutionId?: number) => (
    <Anchor component={Link} to={localizedPath(`${source.basePath}${institutionId ? `?institution=${institutionId}` : ''}`, locale)}>
      {t('visit.move.back')}
    </Anchor>
  );
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('visit.move.title')}</Title>
        <Text role="alert">{t('visit.move.not.found')}</Text>
        {back()}
      </Stack>
    );
  }
  return (
    <QueryState query={query}>
      {(move) => (
        <Stack gap="lg" maw={720} data-visit-move={move.id}>
          {back(move.institution.id)}
          <Title order={1}>{t('visit.move.page.title', { when: rangeLabel(locale, move) })}</Title>
          <MoveFacts move={move} />
          <div className={classes.status}>
            <p className={classes.count} role="status" aria-live="polite" data-answered={move.answered} data-total={move.total}>
              {t('visit.move.answered.count', { answered: move.answered, total: move.total })}
            </p>
            <Text size="sm" c="dimmed">
              {t('visit.move.checked', { time: zonedClock(query.dataUpdatedAt, CLINIC_TIME_ZONE) })}
            </Text>
            <Button variant="light" size="sm" loading={query.isFetching} onClick={() => void query.refetch()} data-action="move-refresh">
              {t('visit.move.refresh')}
            </Button>
          </div>
          <section aria-labelledby="move-items-title">
            <h2 id="move-items-title" className={booking.stepTitle}>
              {t('visit.move.items')}
            </h2>
            <MoveItems items={move.items} />
          </section>
          <div className={booking.actions}>
            <Button component={Link} to={localizedPath(`${source.basePath}?institution=${move.institution.id}`, locale)} variant="default">
              {t('visit.move.new')}
            </Button>
          </div>
          <MoveList source={source} institutionId={move.institution.id} currentId={move.id} />
        </Stack>
      )}
    </QueryState>
  );
}

function MoveFacts({ move }: { move: TVisitMove }) {
  const { t, locale } = useT();
  const created = formatInstant(locale, move.created_at);
  return (
    <section className={booking.card}>
      <Facts
        rows={[
          [t('visit.move.fact.clinic'), move.institution.name],
          [t('visit.move.fact.doctor'), move.doctor?.name ?? t('visit.move.all.doctors')],
          ...(move.note ? [[t('visit.move.fact.note'), <q key="note">{move.note}</q>] as const] : []),
          [t('visit.move.fact.created'), move.actor === 'staff' ? `${created}, ${t('visit.move.by.staff')}` : created],
        ]}
      />
    </section>
  );
}
