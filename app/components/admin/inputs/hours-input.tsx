import { Checkbox, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { DEFAULT_CLINIC_HOURS } from '../../../../contracts/clinic-hours.ts';
import { WEEKDAYS, type TWorkingHours, type Weekday } from '../../../../contracts/working-hours.ts';
import type { FieldMeta } from '../../../../resources/define.ts';
import { controlId } from '../control-id.ts';
import type { LooseTranslate } from '../use-resource-screen.ts';

const hoursOf = (value: unknown): TWorkingHours => (value && typeof value === 'object' && !Array.isArray(value) ? (value as TWorkingHours) : {});

/**
 * Opening hours (`input: 'hours'`): per weekday open or closed, and when open from and to (native time
 * fields: typed or picked); a day switched on opens with SPEC §9's default hours. The shared rule
 * (contracts/working-hours.ts) refuses a day that closes before it opens; its message shows under that day's field.
 */
export function HoursInput({
  field,
  values,
  errors,
  onChange,
  t,
  disabled,
}: {
  field: FieldMeta;
  values: Record<string, unknown>;
  errors: Record<string, string[]>;
  onChange: (name: string, value: unknown) => void;
  t: LooseTranslate;
  disabled?: boolean;
}) {
  const hours = hoursOf(values[field.name]);
  const set = (day: Weekday, next: { from: string; to: string } | undefined) => {
    const copy: TWorkingHours = { ...hours };
    if (next) copy[day] = next;
    else delete copy[day];
    onChange(field.name, copy);
  };
  const errorOf = (...path: string[]) => errors[[field.name, ...path].join('.')]?.join(' ');
  return (
    <Fieldset legend={t(field.label)} variant="unstyled" styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 4 } }}>
      <Stack gap={6} id={controlId(field.name)} tabIndex={-1}>
        {errorOf() && (
          <Text c="red" size="sm" role="alert">
            {errorOf()}
          </Text>
        )}
        {WEEKDAYS.map((day) => {
          const open = hours[day];
          const dayName = t(`admin.hours.day.${day}`);
          return (
            <Group key={day} gap="sm" align="flex-start" wrap="wrap">
              <Checkbox
                // A line of its own on a phone, the two times below it side by side.
                w={{ base: '100%', xs: 150 }}
                mt={8}
                label={dayName}
                checked={open !== undefined}
                disabled={disabled}
                onChange={(event) => set(day, event.currentTarget.checked ? { ...DEFAULT_CLINIC_HOURS[day] } : undefined)}
                description={open ? undefined : t('admin.hours.closed')}
              />
              {open && (
                <>
                  <TextInput
                    id={controlId(`${field.name}.${day}.from`)}
                    type="time"
                    w={130}
                    aria-label={`${dayName}: ${t('admin.hours.from')}`}
                    disabled={disabled}
                    value={open.from}
                    error={errorOf(day, 'from') ?? errorOf(day)}
                    onChange={(event) => set(day, { ...open, from: event.currentTarget.value })}
                  />
                  <Text mt={8} aria-hidden>
                    –
                  </Text>
                  <TextInput
                    id={controlId(`${field.name}.${day}.to`)}
                    type="time"
                    w={130}
                    aria-label={`${dayName}: ${t('admin.hours.to')}`}
                    disabled={disabled}
                    value={open.to}
                    error={errorOf(day, 'to')}
                    onChange={(event) => set(day, { ...open, to: event.currentTarget.value })}
                  />
                </>
              )}
            </Group>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
