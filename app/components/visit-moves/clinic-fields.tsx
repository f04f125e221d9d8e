import { NativeSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { moveClinicsQuery, moveDoctorsQuery, type VisitMoveSource } from './visit-moves-api.ts';
import classes from './visit-moves.module.css';

interface ClinicFieldsProps {
  source: VisitMoveSource;
  institution: string;
  doctor: string;
  day: string;
  onInstitution: (value: string) => void;
  onDoctor: (value: string) => void;
  fieldId: (name: string) => string;
  errorOf: (name: string) => string | undefined;
}

/** A search waits for a pause in typing before it asks. */
const SEARCH_PAUSE_MS = 300;

/**
 * The clinic (searched by name where there are many) and, optionally, one of its doctors. The chosen clinic stays
 * among the choices when a search no longer finds it: its name comes with its doctors.
 */
export function ClinicFields({ source, institution, doctor, day, onInstitution, onDoctor, fieldId, errorOf }: ClinicFieldsProps) {
  const { t, locale } = useT();
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const clinics = useQuery(moveClinicsQuery(source, asked, locale));
  const institutionId = Number(institution);
  const doctors = useQuery({ ...moveDoctorsQuery(source, institutionId, day, locale), enabled: institutionId > 0 && day !== '' });
  const chosen = doctors.data?.institution.id === institutionId ? doctors.data.institution : undefined;
  const found = clinics.data ?? [];
  const shown = chosen && !found.some((clinic) => clinic.id === chosen.id) ? [chosen, ...found] : found;
  // A partner with one clinic has nothing to choose.
  const only = !source.searchClinics && found.length === 1 ? String(found[0].id) : null;
  useEffect(() => {
    if (only && institution === '') onInstitution(only);
  }, [only, institution, onInstitution]);
  const clinicLabel = (clinic: { name: string; city: string | null }) => (clinic.city ? `${clinic.name} (${clinic.city})` : clinic.name);

  return (
    <>
      {source.searchClinics && (
        <TextInput
          id={fieldId('clinic-search')}
          type="search"
          label={t('visit.move.field.clinic.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      <div className={classes.pair}>
        <NativeSelect
          id={fieldId('institution_id')}
          label={t('visit.move.field.clinic')}
          required
          value={institution}
          error={errorOf('institution_id') ?? (clinics.isError ? t('cabinet.load.failed') : undefined)}
          data={[{ value: '', label: t('visit.move.field.clinic.pick') }, ...shown.map((clinic) => ({ value: String(clinic.id), label: clinicLabel(clinic) }))]}
          onChange={(event) => onInstitution(event.currentTarget.value)}
        />
        <NativeSelect
          id={fieldId('doctor_id')}
          label={t('visit.move.field.doctor')}
          value={doctor}
          disabled={!(institutionId > 0)}
          error={errorOf('doctor_id')}
          data={[
            { value: '', label: t('visit.move.field.doctor.all') },
            ...(chosen ? (doctors.data?.doctors ?? []) : []).map((item) => ({ value: String(item.id), label: item.name })),
          ]}
          onChange={(event) => onDoctor(event.currentTarget.value)}
        />
      </div>
    </>
  );
}
