import { TextInput } from '@mantine/core';

const pad = (value: number) => String(value).padStart(2, '0');

/** A stored moment in the browser's own time zone, as `datetime-local` shows it (`2026-12-08T09:30`). */
export function localDateTime(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A date and time picked with the browser's own control (keyboard and screen reader friendly, no extra code on
 * the page), sent as an ISO moment with its offset; cleared, it sends `''`, which the form turns into null.
 */
export function DateTimeInput({
  name,
  value,
  onChange,
  ...common
}: {
  id: string;
  name: string;
  label: string;
  'aria-label'?: string;
  required: boolean;
  disabled?: boolean;
  error?: string;
  lang?: string;
  value: unknown;
  onChange: (name: string, value: unknown) => void;
}) {
  return (
    <TextInput
      {...common}
      type="datetime-local"
      value={localDateTime(value)}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const moment = typed ? new Date(typed) : null;
        onChange(name, moment && !Number.isNaN(moment.getTime()) ? moment.toISOString() : '');
      }}
    />
  );
}
