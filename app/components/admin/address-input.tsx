import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { STAFF_ADDRESS_PARTS } from '../../../contracts/staff-access.ts';
import type { LooseTranslate } from './use-resource-screen.ts';

type Address = Partial<Record<(typeof STAFF_ADDRESS_PARTS)[number], string | null>>;

const asAddress = (value: unknown): Address => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Address) : {});

/**
 * SPEC §3 address (country, region, district, city, street, house) as one group of inputs that edits one
 * object; each part has its own label, id (`field-address-city`) and server error (`address.city`).
 */
export function AddressInput({
  name,
  label,
  value,
  errors,
  onChange,
  t,
  disabled,
}: {
  name: string;
  label: string;
  value: unknown;
  errors: Record<string, string[]>;
  onChange: (name: string, value: unknown) => void;
  t: LooseTranslate;
  disabled?: boolean;
}) {
  const address = asAddress(value);
  const set = (part: string, text: string) => {
    const next = { ...address, [part]: text === '' ? null : text };
    onChange(name, Object.values(next).some((piece) => piece) ? next : null);
  };
  return (
    <Fieldset legend={label} variant="unstyled" styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 4 } }}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {STAFF_ADDRESS_PARTS.map((part) => (
          <TextInput
            key={part}
            id={`field-${name}-${part}`}
            label={t(`admin.address.${part}`)}
            value={address[part] ?? ''}
            disabled={disabled}
            autoComplete="off"
            error={[...(errors[`${name}.${part}`] ?? []), ...(part === 'country' ? (errors[name] ?? []) : [])].join(' ') || undefined}
            onChange={(event) => set(part, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
