import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../forms/form-errors.ts';
import { MedicalCardView } from './card-sections.tsx';
import { doctorCardQuery } from './medical-card-api.ts';

/** `/cabinet-doctor/medical-card/:id`: the card of the patient of the doctor's visit `id`, read only and logged. */
export function DoctorMedicalCard() {
  const { t, locale } = useT();
  const id = Number(useParams().id);
  const query = useQuery({ ...doctorCardQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
  const refusal = query.isError && isApiError(query.error) ? query.error.status : null;
  return (
    <Stack gap="lg" data-doctor-medical-card>
      <Anchor component={Link} to={localizedPath('/cabinet-doctor', locale)}>
        {t('medcard.back')}
      </Anchor>
      <Title order={1}>{t('medcard.doctor.title')}</Title>
      {query.isPending && Number.isSafeInteger(id) && id > 0 ? (
        <div role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <span className="vz-visually-hidden">{t('loading')}</span>
        </div>
      ) : query.data ? (
        <>
          <Text size="sm" c="dimmed">
            {t('medcard.doctor.logged')}
          </Text>
          <MedicalCardView card={query.data} />
        </>
      ) : (
        <Alert color={refusal === 403 || refusal === 404 ? 'yellow' : 'red'} role="alert">
          {refusal === 403 ? t('medcard.doctor.forbidden') : refusal === 404 || !query.isError ? t('medcard.doctor.not_found') : t('cabinet.load.failed')}
        </Alert>
      )}
    </Stack>
  );
}
