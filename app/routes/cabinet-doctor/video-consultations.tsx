import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Route } from './+types/video-consultations';
import { privatePageMeta } from '../../components/account/meta.ts';
import { DoctorVideoList } from '../../components/video/views/doctor-video-list.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { TITLE_SIZE } from '../../components/video/views/room-paths.ts';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'video.nav.doctor');
}

/** SPEC §2 cabinet-doctor/video-consultations: today's and the coming ones, who is waiting (docs/decisions/218). */
export default function DoctorVideoConsultationsPage() {
  const { t, locale } = useT();
  return (
    <Stack gap="xl">
      <Title order={1} fz={TITLE_SIZE}>
        {t('video.nav.doctor')}
      </Title>
      <DoctorVideoList />
      <Anchor component={Link} to={localizedPath('/cabinet-doctor/consultation-history', locale)}>
        {t('video.nav.history')}
      </Anchor>
    </Stack>
  );
}
