import { Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Route } from './+types/ambulance';
import { formatPhone } from '../../../contracts/phone.ts';
import { mainPageCities } from '../../../contracts/routes/catalog.ts';
import { call } from '../../api/call.ts';
import { useAccount } from '../../components/account/account-store.ts';
import { privatePageMeta } from '../../components/account/meta.ts';
import { EmergencyForm, type EmergencyCity } from '../../components/content/emergency-form.tsx';
import { useT } from '../../i18n/use-t.ts';
import { OwnEmergencyList, ownEmergencyKey } from '../../components/patient-support/own-emergency-list.tsx';
import classes from '../../components/patient-support/support.module.css';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'patient-support.ambulance.title');
}

/**
 * `/patients/ambulance` (docs/decisions/233): the SPEC §3 emergency request for staff, prefilled with her
 * name and phone, and the requests she filed with their statuses (docs/decisions/267). The call to 103 is the strip above every cabinet page, this one included.
 */
export default function PatientAmbulancePage() {
  const { t, locale } = useT();
  const account = useAccount();
  const queryClient = useQueryClient();
  // The city helps the operator but is optional: without the list the form still goes.
  const cities = useQuery({
    queryKey: ['support', 'cities'],
    queryFn: async () =>
      (await call(mainPageCities)).map((city): EmergencyCity => ({ id: city.id, slug: city.city_slug, name: locale === 'ru' ? city.name_ru : city.name_ua })),
    staleTime: Infinity,
  });
  const person = {
    patient_name: [account?.first_name, account?.last_name].filter(Boolean).join(' '),
    phone: account?.phone ? formatPhone(account.phone) : '',
  };
  return (
    <Stack gap="lg">
      <Title order={1}>{t('patient-support.ambulance.title')}</Title>
      <p className={classes.muted}>{t('content.emergency.explain')}</p>
      <EmergencyForm
        key={account?.id ?? 0}
        cities={cities.data ?? []}
        person={person}
        onSent={() => void queryClient.invalidateQueries({ queryKey: ownEmergencyKey })}
      />
      <OwnEmergencyList />
    </Stack>
  );
}
