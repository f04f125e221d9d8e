import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InstitutionOption } from '../../../../contracts/routes/timesheet-answers.ts';
import { useT } from '../../../i18n/use-t.ts';
import { institutionsQuery } from './clinic-api.ts';

const optionLabel = (clinic: InstitutionOption) => (clinic.city ? `${clinic.name} · ${clinic.city}` : clinic.name);

/**
 * The clinic whose doctors the calendar shows, picked by typing part of its name (as relation pickers do,
 * docs/decisions/179): the server searches, the list shows what it answered, the choice shows by name.
 */
export function ClinicPicker({ current, onChange }: { current: InstitutionOption | null; onChange: (clinic: InstitutionOption) => void }) {
  const { t, locale } = useT();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const chosenLabel = current ? optionLabel(current) : null;
  const [debounced] = useDebouncedValue(search === chosenLabel ? '' : search.trim(), 300);
  const found = useQuery({ ...institutionsQuery(debounced, locale), enabled: open });
  const clinics = new Map<number, InstitutionOption>();
  if (current) clinics.set(current.id, current);
  for (const clinic of found.data ?? []) clinics.set(clinic.id, clinic);

  return (
    <Select
      id="clinic-picker"
      label={t('admin.timesheets.clinic')}
      placeholder={t('admin.timesheets.clinic.placeholder')}
      data={[...clinics.values()].map((clinic) => ({ value: String(clinic.id), label: optionLabel(clinic) }))}
      value={current ? String(current.id) : null}
      onChange={(value) => {
        const clinic = value ? clinics.get(Number(value)) : undefined;
        if (clinic) onChange(clinic);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpen(true)}
      // The server already matched the text; the list shows what it answered.
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? t('admin.timesheets.clinic.searching') : t('admin.timesheets.clinic.none')}
      allowDeselect={false}
      maw={480}
    />
  );
}
