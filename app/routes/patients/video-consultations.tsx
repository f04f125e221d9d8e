import { Stack, Title } from '@mantine/core';
import type { Route } from './+types/video-consultations';
import { privatePageMeta } from '../../components/account/meta.ts';
import { PatientVideoList } from '../../components/video/views/video-list.tsx';
import { TITLE_SIZE } from '../../components/video/views/room-paths.ts';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'video.title');
}

/** SPEC §2 patients/video-consultation (docs/decisions/218). */
export default function PatientVideoConsultationsPage() {
  const { t } = useT();
  return (
    <Stack gap="xl">
      <Title order={1} fz={TITLE_SIZE}>
        {t('video.title')}
      </Title>
      <PatientVideoList />
    </Stack>
  );
}
