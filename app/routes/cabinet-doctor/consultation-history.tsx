import { Stack, Title } from '@mantine/core';
import type { Route } from './+types/consultation-history';
import { privatePageMeta } from '../../components/account/meta.ts';
import { ConsultationHistory } from '../../components/video/views/consultation-history.tsx';
import { TITLE_SIZE } from '../../components/video/views/room-paths.ts';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'video.history.title');
}

/** SPEC §2 cabinet-doctor/consultation-history (docs/decisions/218). */
export default function DoctorConsultationHistoryPage() {
  const { t } = useT();
  return (
    <Stack gap="xl">
      <Title order={1} fz={TITLE_SIZE}>
        {t('video.history.title')}
      </Title>
      <ConsultationHistory />
    </Stack>
  );
}
