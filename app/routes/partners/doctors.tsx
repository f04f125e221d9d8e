import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/doctors';
import { privatePageMeta } from '../../components/account/meta.ts';
import { QueryState } from '../../components/account/query-state.tsx';
import { partnerFilterOptionsQuery } from '../../components/booking/booking-api.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import classes from '../../components/booking/booking.module.css';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'schedule.doctors.title');
}

/** SPEC §2 `partners/doctors`: the legal entity's doctors, each with its page, schedule and appointments; a new one is added here. */
export default function PartnerDoctors() {
  const { t, locale } = useT();
  const query = useQuery(partnerFilterOptionsQuery());
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
        {({ doctors }) => {
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
                  <li key={doctor.id} className={classes.card}>
                    <Group justify="space-between" wrap="wrap" gap="sm">
                      <Anchor component={Link} fw={600} to={localizedPath(`/partners/doctors/${doctor.id}`, locale)}>
                        {doctor.name}
                      </Anchor>
                      <Group gap="md">
                        <Anchor component={Link} to={localizedPath(`/partners/doctors/${doctor.id}/timesheets`, locale)}>
                          {t('schedule.doctors.timesheets')}
                        </Anchor>
                        <Anchor component={Link} to={`${localizedPath('/partners/appointments', locale)}?doctor_id=${doctor.id}`}>
                          {t('schedule.doctors.appointments')}
                        </Anchor>
                      </Group>
                    </Group>
                  </li>
                ))}
              </ul>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
