import { TextInput } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';
import type { ApiForm } from '../forms/use-api-form.ts';

/**
 * The electronic referral's number, asked only for a free visit under the state programme. Letters and digits,
 * so no numeric keyboard; typed in any case, with or without dashes, and read the same by the contract.
 */
export function ReferralField({ value, onChange, form }: { value: string; onChange: (value: string) => void; form: ApiForm }) {
  const { t } = useT();
  return (
    <TextInput
      id={form.fieldId('referral_number')}
      name="referral_number"
      label={t('booking.referral.label')}
      description={t('booking.referral.hint')}
      required
      autoComplete="off"
      inputMode="text"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={24}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={form.errorOf('referral_number')}
    />
  );
}
