import { Stack, Title } from '@mantine/core';
import type { Route } from './+types/payment-history';
import { privatePageMeta } from '../../components/account/meta.ts';
import { PaymentHistory } from '../../components/payments/payment-history.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'payments.history.title');
}

export default function PatientPaymentHistory() {
  const { t } = useT();
  return (
    <Stack gap="xl">
      <Title order={1}>{t('payments.history.title')}</Title>
      <PaymentHistory />
    </Stack>
  );
}
