import { Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Route } from './+types/support';
import { formatPhone } from '../../../contracts/phone.ts';
import { useAccount } from '../../components/account/account-store.ts';
import { privatePageMeta } from '../../components/account/meta.ts';
import { SupportForm, type SupportFormPerson } from '../../components/content/support-form.tsx';
import { OwnRequestsList } from '../../components/patient-support/own-requests-list.tsx';
import { supportKeys } from '../../components/patient-support/support-api.ts';
import { useT } from '../../i18n/use-t.ts';
import classes from '../../components/patient-support/support.module.css';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'patient-support.title');
}

/**
 * `/patients/support` (docs/decisions/232): her requests with their statuses and staff's answers, then a new
 * request prefilled from her profile; sent while signed in, it is linked to her account and joins the list.
 */
export default function PatientSupportPage() {
  const { t } = useT();
  const account = useAccount();
  const queryClient = useQueryClient();
  const person: SupportFormPerson = {
    name: [account?.first_name, account?.last_name].filter(Boolean).join(' '),
    email: account?.email ?? '',
    phone: account?.phone ? formatPhone(account.phone) : '',
  };
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t('patient-support.title')}</Title>
        <p className={classes.muted}>{t('patient-support.lead')}</p>
      </Stack>
      <section aria-labelledby="support-list-title">
        <Stack gap="md">
          <Title order={2} id="support-list-title" size="h3">
            {t('patient-support.list.title')}
          </Title>
          <OwnRequestsList />
        </Stack>
      </section>
      <section aria-labelledby="support-form-title">
        <Stack gap="md">
          <Title order={2} id="support-form-title" size="h3">
            {t('patient-support.form.title')}
          </Title>
          <p className={classes.muted}>{t('patient-support.form.lead')}</p>
          {/* Keyed by the account: the prefill is the form's starting state. */}
          <SupportForm key={account?.id ?? 0} person={person} onSent={() => void queryClient.invalidateQueries({ queryKey: supportKeys.own })} />
        </Stack>
      </section>
    </Stack>
  );
}
