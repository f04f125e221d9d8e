import '../forms/form-styles.ts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { QueryState } from '../forms/query-state.tsx';
import { partnerClinicsQuery } from './partner-cabinet-api.ts';
import classes from '../booking/booking.module.css';

/** SPEC §2 partners/medical-institutions: the entity's clinics and branches, each with its edit link and public page. */
export function PartnerClinicList() {
  const { t, locale } = useT();
  const query = useQuery(partnerClinicsQuery());
  return (
    <QueryState query={query}>
      {(clinics) =>
        clinics.length === 0 ? (
          <Text className={classes.muted}>{t('partner.clinics.empty')}</Text>
        ) : (
          <ul className={classes.list} aria-label={t('partner.clinics.title')}>
            {clinics.map((clinic) => (
              <li key={clinic.id} className={classes.card} data-clinic={clinic.id}>
                <Stack gap={4}>
                  <Text component="h2" fw={600} fz="lg" m={0}>
                    {clinic.name}
                  </Text>
                  {clinic.branch_of && <Text size="sm">{t('partner.clinics.branch_of', { name: clinic.branch_of.name })}</Text>}
                  <Text size="sm" className={classes.muted}>
                    {[clinic.city, clinic.address].filter(Boolean).join(', ')}
                  </Text>
                  <Text size="sm">
                    {t('partner.clinics.column.status')}: {t(clinic.status === 'active' ? 'partner.clinics.status.active' : 'partner.clinics.status.inactive')}
                  </Text>
                </Stack>
                <Group gap="md">
                  <Anchor
                    component={Link}
                    to={localizedPath(`/partners/medical-institutions/${clinic.id}`, locale)}
                    aria-label={t('partner.clinics.edit.named', { name: clinic.name })}
                  >
                    {t('partner.clinics.edit')}
                  </Anchor>
                  {clinic.slug && clinic.status === 'active' && (
                    <Anchor href={localizedPath(`/clinic/${clinic.slug}`, locale)} target="_blank" rel="noopener">
                      {t('partner.clinics.public_page')}
                    </Anchor>
                  )}
                </Group>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
