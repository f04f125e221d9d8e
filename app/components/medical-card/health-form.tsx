import { ActionIcon, Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  BLOOD_TYPES,
  MEDICAL_CARD_ITEM_MAX_LENGTH,
  MEDICAL_CARD_LIST_LIMIT,
  ZVaccination,
  type TMedicalCard,
  type TVaccination,
} from '../../../contracts/medical-card.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { clinicToday, formatDayNumeric } from '../booking/format.ts';
import { isApiError } from '../forms/form-errors.ts';
import { ListEditor } from './list-editor.tsx';
import { ownCardKey, saveOwnCard } from './medical-card-api.ts';

type Health = TMedicalCard['health'];

/** The patient's form of her health facts: the whole set is saved at once. */
export function HealthForm({ health, onDone, member }: { health: Health; onDone: () => void; member?: number }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Omit<Health, 'updated_at'>>({
    blood_type: health.blood_type,
    allergies: health.allergies,
    chronic_conditions: health.chronic_conditions,
    medications: health.medications,
    vaccinations: health.vaccinations,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set =
    <K extends keyof typeof values>(key: K) =>
    (value: (typeof values)[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await saveOwnCard(values, member);
      showToast({ severity: 'success', detail: t('medcard.saved') });
      await queryClient.invalidateQueries({ queryKey: ownCardKey });
      onDone();
    } catch (error) {
      if (!isApiError(error) || error.status !== 422) throw error;
      setFailure(Object.values(error.body?.errors ?? {}).flat()[0] ?? error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate data-medical-health-form>
      <Stack gap="lg">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <NativeSelect
          label={t('medcard.blood_type')}
          value={values.blood_type ?? ''}
          onChange={(event) => set('blood_type')((event.currentTarget.value || null) as Health['blood_type'])}
          data={[{ value: '', label: t('medcard.blood_type.none') }, ...BLOOD_TYPES.map((type) => ({ value: type, label: type }))]}
          data-blood-type-select
          maw={240}
        />
        <ListEditor name="allergies" label={t('medcard.allergies')} items={values.allergies} onChange={set('allergies')} />
        <ListEditor name="chronic_conditions" label={t('medcard.chronic_conditions')} items={values.chronic_conditions} onChange={set('chronic_conditions')} />
        <ListEditor name="medications" label={t('medcard.medications')} items={values.medications} onChange={set('medications')} />
        <VaccinationsEditor items={values.vaccinations} onChange={set('vaccinations')} />
        <Group gap="sm">
          <Button type="submit" loading={busy} data-action="medical-card-save">
            {t('medcard.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('medcard.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function VaccinationsEditor({ items, onChange }: { items: readonly TVaccination[]; onChange: (items: TVaccination[]) => void }) {
  const { t, locale } = useT();
  const id = useId();
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = items.length >= MEDICAL_CARD_LIST_LIMIT;
  function add() {
    const parsed = ZVaccination.safeParse({ name, date });
    if (!parsed.success) {
      const future = parsed.error.issues.some((issue) => issue.message === 'medcard.vaccination.future');
      setError(future ? t('medcard.vaccination.future') : t('validation.required'));
      return;
    }
    setError(null);
    onChange([...items, parsed.data]);
    setName('');
    setDate('');
  }
  return (
    <Stack gap="xs" role="group" aria-labelledby={id} data-list-editor="vaccinations">
      <Text fw={600} id={id}>
        {t('medcard.vaccinations')}
      </Text>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('medcard.list.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((shot, index) => {
            const label = `${shot.name} — ${formatDayNumeric(locale, shot.date)}`;
            return (
              <Group component="li" key={`${index}-${shot.name}-${shot.date}`} gap="xs" wrap="nowrap" justify="space-between">
                <Text style={{ overflowWrap: 'anywhere' }}>{label}</Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('medcard.list.remove', { item: label })}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                >
                  <IconX size={18} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      )}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 12rem' }}
          label={t('medcard.vaccination.name')}
          value={name}
          maxLength={MEDICAL_CARD_ITEM_MAX_LENGTH}
          disabled={full}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          data-new-item="vaccination-name"
        />
        <TextInput
          type="date"
          style={{ flex: '0 1 11rem' }}
          label={t('medcard.vaccination.date')}
          value={date}
          max={clinicToday()}
          disabled={full}
          onChange={(event) => setDate(event.currentTarget.value)}
          data-new-item="vaccination-date"
        />
        <Button variant="light" onClick={add} disabled={full} data-add-item="vaccinations">
          {t('medcard.list.add')}
        </Button>
      </Group>
    </Stack>
  );
}
