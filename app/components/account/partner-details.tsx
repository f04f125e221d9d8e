import '../forms/form-styles.ts';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useT, type Translate } from '../../i18n/use-t.ts';
import type { MessageKey } from '../../i18n/catalogs.ts';
import type { Locale } from '../../i18n/locale.ts';
import { PhoneLink } from '../contact/phone-link.tsx';
import type { PartnerOrganization } from './account.ts';
import { organizationQuery } from './cabinet-queries.ts';
import { QueryState } from '../forms/query-state.tsx';
import classes from './account.module.css';

type Row = [MessageKey, ReactNode];

/** SPEC §2 partners/general-information: the representative's record and their legal entity, read-only (the profile form holds the rest). */
export function PartnerDetails() {
  const { t, locale } = useT();
  const organization = useQuery(organizationQuery);
  return (
    <Stack gap="xl">
      <Text c="dimmed">{t('cabinet.partner.read.only')}</Text>
      <DetailsCard title={t('cabinet.partner.representative')}>
        <QueryState query={organization}>{(data) => <DetailsList t={t} rows={representativeRows(data)} />}</QueryState>
      </DetailsCard>
      <DetailsCard title={t('cabinet.partner.legal.entity')}>
        <QueryState query={organization}>{(data) => <DetailsList t={t} rows={legalEntityRows(data, locale)} />}</QueryState>
      </DetailsCard>
    </Stack>
  );
}

/**
 * The representative's record as staff keep it: the position and the contacts for the clinic's business. The
 * name, e-mail and phone the representative signs in with are in the profile form above, shown once there.
 */
function representativeRows({ representative }: PartnerOrganization): Row[] {
  return [
    ['cabinet.partner.position', representative.position],
    ['cabinet.partner.contact.email', representative.contact_email],
    ['cabinet.partner.contact.phone', representative.contact_phone && <PhoneLink phone={representative.contact_phone} />],
  ];
}

function legalEntityRows({ legal_entity: entity }: PartnerOrganization, locale: Locale): Row[] {
  return [
    ['cabinet.partner.public.name', entity.public_name],
    ['cabinet.partner.edrpou', entity.edrpou],
    ['cabinet.partner.city', locale === 'ru' ? (entity.city_ru ?? entity.city) : entity.city],
    ['cabinet.partner.address', entity.address],
    ['cabinet.partner.organization.phone', entity.organization_phone && <PhoneLink phone={entity.organization_phone} />],
    ['cabinet.partner.organization.email', entity.organization_email],
  ];
}

function DetailsCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={classes.card}>
      <Title order={2} size="h3" id={titleId} mb="md">
        {title}
      </Title>
      {children}
    </section>
  );
}

function DetailsList({ t, rows }: { t: Translate; rows: Row[] }) {
  return (
    <dl className={classes.details}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{t(label)}</dt>
          <dd>{value || t('account.not.specified')}</dd>
        </div>
      ))}
    </dl>
  );
}
