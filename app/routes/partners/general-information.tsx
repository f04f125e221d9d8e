import { Stack, Title } from '@mantine/core';
import type { Route } from './+types/general-information';
import { ChangePasswordForm } from '../../components/account/change-password-form.tsx';
import { privatePageMeta } from '../../components/account/meta.ts';
import { PartnerDetails } from '../../components/account/partner-details.tsx';
import { PartnerProfileForm } from '../../components/partners/partner-profile-form.tsx';
import { IntegrationSection } from '../../components/partners/integration-section.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'cabinet.general.information');
}

/**
 * SPEC §2 partners/general-information: the representative's own name, e-mail and phone (editable), the
 * representative record and the legal entity (read-only), the password change, and the integration (API
 * credentials, webhooks).
 */
export default function PartnerGeneralInformation() {
  const { t } = useT();
  return (
    <Stack gap="xl">
      <Title order={1}>{t('cabinet.general.information')}</Title>
      <PartnerProfileForm />
      <PartnerDetails />
      <ChangePasswordForm />
      <IntegrationSection />
    </Stack>
  );
}
