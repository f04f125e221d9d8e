import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';

/** From a visit in the doctor's cabinet to its patient's card. */
export function MedicalCardLink({ appointmentId }: { appointmentId: number }) {
  const { t, locale } = useT();
  return (
    <Anchor component={Link} to={localizedPath(`/cabinet-doctor/medical-card/${appointmentId}`, locale)} data-medical-card-link={appointmentId}>
      {t('medcard.doctor.link')}
    </Anchor>
  );
}
