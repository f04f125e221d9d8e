import { ColorSwatch, Fieldset, Group, Input, NumberInput, Select, SimpleGrid, Switch, Text, Textarea, TextInput, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import type { FieldMeta } from '../../../resources/define.ts';
import { controlId } from './control-id.ts';
import { ChangesView } from './changes-view.tsx';
import { ImageInput } from './image-input.tsx';
import { DateTimeInput } from './inputs/datetime-input.tsx';
import { GeoInput } from './inputs/geo-input.tsx';
import { HoursInput } from './inputs/hours-input.tsx';
import { RichTextField } from './inputs/rich-text-field.tsx';
import { AddressInput } from './address-input.tsx';
import { RelationInput } from './relation-input.tsx';
import { RelationMultiInput } from './relation-multi-input.tsx';
import type { LooseTranslate } from './use-resource-screen.ts';

export interface FieldProps {
  field: FieldMeta;
  values: Record<string, unknown>;
  errors: Record<string, string[]>;
  onChange: (name: string, value: unknown) => void;
  t: LooseTranslate;
  disabled?: boolean;
}

export { controlId } from './control-id.ts';

/** A value as an input shows it; a structured one (a postal address) as its parts joined. */
const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object')
    return Object.values(value)
      .filter((part) => part !== null && part !== '')
      .join(', ');
  return String(value);
};
/** A JSON object as staff read and edit it; what is being typed stays as typed. */
const jsonText = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value, null, 2));
const errorOf = (errors: Record<string, string[]>, name: string) => errors[name]?.join(' ') || undefined;

/**
 * One input of a resource form (`admin.form`). Translated fields are a ua/ru pair side by side;
 * every control has its label, the required marker and its own server or schema error beneath.
 */
export function FormField({ field, values, errors, onChange, t, disabled }: FieldProps) {
  const label = t(field.label);
  const required = Boolean(field.required) && !disabled;
  // Inputs over more than one value, with their own fieldset.
  if (field.input === 'geo')
    return <GeoInput field={field} values={values} errors={errors} onChange={onChange} t={t} disabled={disabled} required={required} />;
  if (field.input === 'hours') return <HoursInput field={field} values={values} errors={errors} onChange={onChange} t={t} disabled={disabled} />;

  if (field.translated) {
    return (
      <Fieldset
        legend={required ? <RequiredLegend label={label} t={t} /> : label}
        variant="unstyled"
        styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 4 } }}
      >
        <SimpleGrid cols={{ base: 1, md: field.input === 'richText' ? 1 : 2 }}>
          {(['ua', 'ru'] as const).map((locale) => {
            const name = `${field.name}_${locale}`;
            return (
              <SingleControl
                key={name}
                field={{ ...field, name }}
                label={t(`admin.form.language.${locale}`)}
                accessibleName={`${label} (${t(`admin.form.language.${locale}`)})`}
                required={required}
                lang={locale === 'ua' ? 'uk' : 'ru'}
                values={values}
                errors={errors}
                onChange={onChange}
                t={t}
                disabled={disabled}
              />
            );
          })}
        </SimpleGrid>
      </Fieldset>
    );
  }
  return <SingleControl field={field} label={label} required={required} values={values} errors={errors} onChange={onChange} t={t} disabled={disabled} />;
}

function RequiredLegend({ label, t }: { label: string; t: LooseTranslate }) {
  return (
    <>
      {label}{' '}
      <Text span c="red" aria-label={t('admin.form.required')}>
        *
      </Text>
    </>
  );
}

function SingleControl({
  field,
  label,
  accessibleName,
  required,
  values,
  errors,
  onChange,
  t,
  disabled,
  lang,
}: FieldProps & { label: string; accessibleName?: string; required: boolean; lang?: string }) {
  const common = { id: controlId(field.name), label, 'aria-label': accessibleName, required, disabled, error: errorOf(errors, field.name), lang };
  const value = values[field.name];
  switch (field.input) {
    case 'textarea':
      return <Textarea {...common} autosize minRows={3} value={text(value)} onChange={(event) => onChange(field.name, event.currentTarget.value)} />;
    case 'number':
    case 'money':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? (field.input === 'money' ? value / 100 : value) : ''}
          decimalScale={field.input === 'money' ? 2 : 0}
          onChange={(next) =>
            onChange(field.name, typeof next === 'number' ? (field.input === 'money' ? Math.round(next * 100) : next) : next === '' ? undefined : Number(next))
          }
        />
      );
    case 'boolean':
      return (
        <Switch
          id={common.id}
          label={label}
          disabled={disabled}
          checked={value === true}
          error={common.error}
          onChange={(event) => onChange(field.name, event.currentTarget.checked)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={(field.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }))}
          value={value === undefined || value === null ? null : String(value)}
          placeholder={t('admin.form.select.placeholder')}
          clearable={!required}
          // Choosing the chosen option again keeps it: a required choice is never emptied by a click.
          allowDeselect={!required}
          onChange={(next) => onChange(field.name, next ?? undefined)}
        />
      );
    case 'address':
      return <AddressInput name={field.name} label={label} value={value} errors={errors} onChange={onChange} t={t} disabled={disabled} />;
    case 'relation':
      if (field.relation?.many) {
        return (
          <RelationMultiInput {...common} field={field} accessibleName={accessibleName} value={value} onChange={(next) => onChange(field.name, next)} t={t} />
        );
      }
      return <RelationInput {...common} field={field} accessibleName={accessibleName} value={value} onChange={(next) => onChange(field.name, next)} t={t} />;
    case 'color':
      return (
        <ColorChoice
          id={common.id}
          label={label}
          required={required}
          disabled={disabled}
          error={common.error}
          field={field}
          value={text(value)}
          onChange={onChange}
          t={t}
        />
      );
    case 'changes':
      return <ChangesView id={common.id} label={label} value={value} t={t} />;
    case 'richText':
      return (
        <RichTextField
          id={common.id}
          name={field.name}
          label={label}
          accessibleName={accessibleName}
          lang={lang}
          required={required}
          disabled={disabled}
          error={common.error}
          value={value}
          onChange={onChange}
          t={t}
        />
      );
    case 'datetime':
      return <DateTimeInput {...common} value={value} onChange={(next) => onChange(field.name, next)} />;
    case 'json':
      return (
        <Textarea
          {...common}
          autosize
          minRows={4}
          ff="monospace"
          value={jsonText(value)}
          onChange={(event) => onChange(field.name, event.currentTarget.value)}
        />
      );
    case 'image':
      return <ImageInput {...common} name={field.name} required={required} value={text(value)} onChange={onChange} t={t} />;
    default:
      return <TextInput {...common} value={text(value)} onChange={(event) => onChange(field.name, event.currentTarget.value)} />;
  }
}

/** SPEC §3 colour choices as a radio group of swatches, each named by its label and value. */
function ColorChoice({
  field,
  id,
  label,
  required,
  disabled,
  error,
  value,
  onChange,
  t,
}: {
  field: FieldMeta;
  id: string;
  label: string;
  required: boolean;
  disabled?: boolean;
  error?: string;
  value: string;
  onChange: (name: string, value: unknown) => void;
  t: LooseTranslate;
}) {
  const labelId = useId();
  const errorId = useId();
  const options = field.options ?? [];
  const current = options.findIndex((option) => option.value.toLowerCase() === value.toLowerCase());
  const move = (step: number) => {
    const next = options[(Math.max(current, 0) + step + options.length) % options.length];
    if (next) onChange(field.name, next.value);
    requestAnimationFrame(() => document.getElementById(`${id}-${next?.value}`)?.focus());
  };
  return (
    <Input.Wrapper label={label} required={required} error={error} labelProps={{ id: labelId }} errorProps={{ id: errorId }}>
      <Group
        id={id}
        gap="xs"
        mt={4}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        tabIndex={current === -1 ? 0 : -1}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' || event.key === 'ArrowDown') move(1);
          else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') move(-1);
          else return;
          event.preventDefault();
        }}
      >
        {options.map((option, index) => {
          const checked = index === current;
          return (
            <UnstyledButton
              key={option.value}
              id={`${id}-${option.value}`}
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              disabled={disabled}
              onClick={() => onChange(field.name, option.value)}
              style={{ display: 'flex', alignItems: 'center', gap: 6, padding: 4, borderRadius: 6, outlineOffset: 2 }}
            >
              <ColorSwatch color={option.value} size={28} withShadow style={{ border: '1px solid var(--mantine-color-gray-4)' }}>
                {checked && (
                  <IconCheck
                    size={16}
                    color={option.value.toUpperCase() === '#FFFFFF' || option.value.toUpperCase() === '#E7E7E7' ? '#1C1C1A' : '#FFFFFF'}
                    aria-hidden
                  />
                )}
              </ColorSwatch>
              <Text size="sm">
                {t(option.label)}{' '}
                <Text span c="dimmed" ff="monospace" size="xs">
                  {option.value}
                </Text>
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </Input.Wrapper>
  );
}
