import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Route } from './+types/doctor-edit';
import { privatePageMeta } from '../../components/account/meta.ts';
import { DoctorPage } from '../../components/partners/doctor-page.tsx';
import { partnerDoctorQuery } from '../../components/partners/partner-doctors-api.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'schedule.doctors.title');
}

/** SPEC §2 `partners/doctors/{id}`: one of the partner's doctors, its services and links to its schedule. */
export default function PartnerDoctorEdit() {
  const { id } = useParams();
  const valid = !!id && /^\d{1,10}$/.test(id);
  return valid ? <ExistingDoctor id={Number(id)} /> : <DoctorPage.NotFound />;
}

function ExistingDoctor({ id }: { id: number }) {
  const { t, locale } = useT();
  const query = useQuery(partnerDoctorQuery(id));
  const name = query.data
    ? [query.data[locale === 'ru' ? 'last_name_ru' : 'last_name_ua'], query.data[locale === 'ru' ? 'first_name_ru' : 'first_name_ua']].join(' ')
    : '';
  return (
    <Stack gap="lg">
      <DoctorPage.Back />
      <Title order={1}>{name || t('schedule.doctors.title')}</Title>
      <Group gap="md">
        <Anchor component={Link} to={localizedPath(`/partners/doctors/${id}/timesheets`, locale)}>
          {t('partner.doctor.timesheets')}
        </Anchor>
        <Anchor component={Link} to={`${localizedPath('/partners/appointments', locale)}?doctor_id=${id}`}>
          {t('partner.doctor.appointments')}
        </Anchor>
      </Group>
      <DoctorPage query={query} />
    </Stack>
  );
}
