import { Alert, Anchor } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TPartnerDoctor } from '../../../contracts/partner-doctors.ts';
import { ApiError } from '../../api/client.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { QueryState } from '../forms/query-state.tsx';
import { partnerFilterOptionsQuery } from '../booking/booking-api.ts';
import { DoctorForm } from './doctor-form.tsx';
import { DoctorServices } from './doctor-services.tsx';
import { specializationOptionsQuery } from './partner-doctors-api.ts';

/**
 * The doctor's page of the partner cabinet (docs/decisions/234): the form once the partner's clinics and the
 * specializations are there, and, for a saved doctor, its services. A doctor not of the partner is "not found".
 */
export function DoctorPage({ query }: { query?: UseQueryResult<TPartnerDoctor> }) {
  const { locale } = useT();
  const options = useQuery(partnerFilterOptionsQuery());
  const specializations = useQuery(specializationOptionsQuery(locale));
  if (query?.error instanceof ApiError && query.error.status === 404) return <DoctorPage.NotFound />;
  return (
    <QueryState query={options}>
      {({ institutions }) => (
        <QueryState query={specializations}>
          {(all) =>
            query ? (
              <QueryState query={query}>
                {(doctor) => (
                  <>
                    <DoctorForm key={doctor.id} doctor={doctor} clinics={institutions} specializations={all} />
                    <DoctorServices doctorId={doctor.id} specializations={servicesSpecializations(all, doctor)} />
                  </>
                )}
              </QueryState>
            ) : (
              <DoctorForm clinics={institutions} specializations={all} />
            )
          }
        </QueryState>
      )}
    </QueryState>
  );
}

/** A service's specialization is one of the doctor's; any, while the doctor has none yet. */
function servicesSpecializations(all: { id: number; name: string }[], doctor: TPartnerDoctor) {
  const own = all.filter((option) => doctor.specializations.includes(option.id));
  return own.length ? own : all;
}

DoctorPage.NotFound = function DoctorNotFound() {
  const { t } = useT();
  return (
    <Alert color="red" role="alert">
      {t('partner.doctor.not.found')}
    </Alert>
  );
};

DoctorPage.Back = function BackToDoctors() {
  const { t, locale } = useT();
  return (
    <Anchor component={Link} to={localizedPath('/partners/doctors', locale)} size="sm">
      ← {t('partner.doctor.back')}
    </Anchor>
  );
};
