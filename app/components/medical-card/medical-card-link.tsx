import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * From a visit in the doctor's cabinet to its patient's card. From the video room it opens in a new tab, so
 * reading the card never leaves a call.
 */
export function MedicalCardLink({ appointmentId, newTab = false }: { appointmentId: number; newTab?: boolean }) {
  const { t, locale } = useT();
  return (
    <Anchor
      component={Link}
      to={localizedPath(`/cabinet-doctor/medical-card/${appointmentId}`, locale)}
      data-medical-card-link={appointmentId}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {t('medcard.doctor.link')}
      {newTab && <span className="vz-visually-hidden"> ({t('medcard.doctor.link.new_tab')})</span>}
    </Anchor>
  );
}
