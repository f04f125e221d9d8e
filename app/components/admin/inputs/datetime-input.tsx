import { TextInput } from '@mantine/core';

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored moment as the browser's wall-clock `YYYY-MM-DDTHH:mm` (what a `datetime-local` input holds). */
export function localValue(value: unknown): string {
  if (!(value instanceof Date) && (typeof value !== 'string' || value === '')) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A date and time typed or picked with the browser's own control, in the user's time zone; the wire gets the
 * moment as an ISO string (UTC), an empty control `''` (the form makes it null where allowed).
 */
export function DateTimeInput({
  onChange,
  value,
  ...common
}: {
  id: string;
  label: string;
  'aria-label'?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  value: unknown;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      {...common}
      type="datetime-local"
      value={localValue(value)}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const moment = typed ? new Date(typed) : null;
        onChange(moment && !Number.isNaN(moment.getTime()) ? moment.toISOString() : '');
      }}
    />
  );
}
