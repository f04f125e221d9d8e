import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../forms/form-errors.ts';
import { QueryState } from '../forms/query-state.tsx';
import { PartnerClinicForm } from './clinic-form.tsx';
import { ClinicStatusPanel } from './clinic-status-panel.tsx';
import { VisitMoveEntry } from '../visit-moves/move-entry.tsx';
import { partnerClinicQuery } from './partner-cabinet-api.ts';
import classes from '../booking/booking.module.css';

/**
 * SPEC §2 partners/medical-institutions/{id}: the clinic's status now at the top (docs/decisions/306), what the
 * clinic is (read only) and its public data to edit.
 */
export function PartnerClinicPage({ id }: { id: number }) {
  const { t, locale } = useT();
  const query = useQuery(partnerClinicQuery(id));
  const back = (
    <Anchor component={Link} to={localizedPath('/partners/medical-institutions', locale)}>
      {t('partner.clinics.back')}
    </Anchor>
  );
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('partner.clinics.title')}</Title>
        <Text role="alert">{t('data.not.found')}</Text>
        {back}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {back}
      <QueryState query={query}>
        {(clinic) => (
          <Stack gap="lg">
            <Title order={1} id="clinic-form-title">
              {locale === 'ru' ? clinic.name_ru : clinic.name_ua}
            </Title>
            <ClinicStatusPanel clinicId={clinic.id} />
            <VisitMoveEntry institutionId={clinic.id} />
            <dl className={classes.card} aria-label={t('partner.clinics.about')}>
              <Fact term={t('partner.clinics.type')}>{clinic.type ?? '—'}</Fact>
              <Fact term={t('partner.clinics.city')}>{clinic.city ?? '—'}</Fact>
              <Fact term={t('partner.clinics.column.status')}>
                {t(clinic.status === 'active' ? 'partner.clinics.status.active' : 'partner.clinics.status.inactive')}
              </Fact>
              {clinic.branch_of && (
                <Text component="dd" m={0}>
                  {t('partner.clinics.branch_of', { name: clinic.branch_of.name })}
                </Text>
              )}
            </dl>
            {/* A save elsewhere (a 409) brings a newer version: the form starts again from it. */}
            <PartnerClinicForm key={clinic.version} clinic={clinic} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** One read-only fact of the clinic: its term and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" fw={600} size="sm">
        {term}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </>
  );
}
