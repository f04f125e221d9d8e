import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../api/browser.ts';
import { useT } from '../../i18n/use-t.ts';
import type { RecordPanelProps } from './record-panel-props.ts';
import { useLooseT } from './use-resource-screen.ts';

interface Joined {
  promotion?: { name?: string; status?: string; start_at?: string | null; end_at?: string | null } | null;
}

const running = (promotion: NonNullable<Joined['promotion']>, now: number) =>
  promotion.status === 'started' &&
  (!promotion.start_at || new Date(promotion.start_at).getTime() <= now) &&
  (!promotion.end_at || new Date(promotion.end_at).getTime() > now);

/**
 * On a doctor's service, why its price cannot be edited nor the service deleted (SPEC §5): the running
 * promotion it takes part in, by name, in the user's language. The rule itself is the server's
 * (features/timesheets/doctor-service-rules.ts); this only says it before staff try.
 */
export function ServicePromotionNotice({ id }: RecordPanelProps) {
  const t = useLooseT();
  const { locale } = useT();
  const joined = useQuery({
    queryKey: ['admin', 'promotion-participants', 'of-service', id, locale],
    queryFn: ({ signal }) => browserApi().all<Joined>('promotion-participants', { filters: { service_id: { $eq: id } }, populate: ['promotion'] }, { signal }),
    enabled: id !== undefined,
  });
  const now = Date.now();
  const promotion = (joined.data?.data ?? []).map((row) => row.promotion).find((candidate) => candidate && running(candidate, now));
  if (!promotion) return null;
  return (
    <Alert color="orange" role="note" maw={960}>
      {t('admin.service.promotion.running', { name: promotion.name ?? '' })}
    </Alert>
  );
}
