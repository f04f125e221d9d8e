import { Anchor, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/doctors';
import type { TPartnerDoctorListItem } from '../../../contracts/partner-doctors.ts';
import { privatePageMeta } from '../../components/account/meta.ts';
import { QueryState } from '../../components/forms/query-state.tsx';
import { partnerDoctorListQuery } from '../../components/partners/partner-doctors-api.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import classes from '../../components/booking/booking.module.css';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'schedule.doctors.title');
}

/**
 * SPEC §2 `partners/doctors`: the legal entity's doctors with their photo, whether patients see them and where
 * their cabinet stands (docs/decisions/274), each with its page, schedule and appointments; a new one is added here.
 */
export default function PartnerDoctors() {
  const { t, locale } = useT();
  const query = useQuery(partnerDoctorListQuery(locale));
  const [search, setSearch] = useState('');
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('schedule.doctors.title')}</Title>
        <Button component={Link} to={localizedPath('/partners/doctors/add', locale)}>
          {t('partner.doctors.add')}
        </Button>
      </Group>
      <QueryState query={query}>
        {(doctors) => {
          const wanted = search.trim().toLocaleLowerCase('uk');
          const shown = wanted ? doctors.filter((doctor) => doctor.name.toLocaleLowerCase('uk').includes(wanted)) : doctors;
          if (doctors.length === 0) return <Text className={classes.muted}>{t('schedule.doctors.none')}</Text>;
          return (
            <Stack gap="md">
              <TextInput
                type="search"
                label={t('schedule.doctors.search')}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                maw={420}
              />
              <Text role="status" size="sm" className={classes.muted}>
                {t('schedule.doctors.count', { n: shown.length })}
              </Text>
              <ul className={classes.list} aria-label={t('schedule.doctors.title')}>
                {shown.map((doctor) => (
                  <DoctorItem key={doctor.id} doctor={doctor} />
                ))}
              </ul>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function DoctorItem({ doctor }: { doctor: TPartnerDoctorListItem }) {
  const { t, locale } = useT();
  return (
    <li className={classes.card}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        {doctor.photo ? (
          <img
            src={doctor.photo}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            style={{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }}
          />
        ) : (
          <span aria-hidden="true" style={{ width: 56, height: 56, borderRadius: '50%', background: 'var(--vz-grey)', flex: 'none' }} />
        )}
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} fw={600} to={localizedPath(`/partners/doctors/${doctor.id}`, locale)} style={{ overflowWrap: 'anywhere' }}>
            {doctor.name}
          </Anchor>
          <Group gap="xs">
            <Badge variant="light" color={doctor.status === 'active' ? 'green' : 'gray'}>
              {t(`partner.doctors.status.${doctor.status}`)}
            </Badge>
            <Badge variant="outline" color={doctor.cabinet === 'active' ? 'green' : doctor.cabinet === 'invited' ? 'orange' : 'gray'}>
              {t(`partner.doctors.cabinet.${doctor.cabinet}`)}
            </Badge>
          </Group>
          <Group gap="md">
            <Anchor component={Link} to={localizedPath(`/partners/doctors/${doctor.id}/timesheets`, locale)}>
              {t('schedule.doctors.timesheets')}
            </Anchor>
            <Anchor component={Link} to={`${localizedPath('/partners/appointments', locale)}?doctor_id=${doctor.id}`}>
              {t('schedule.doctors.appointments')}
            </Anchor>
          </Group>
        </Stack>
      </Group>
    </li>
  );
}
