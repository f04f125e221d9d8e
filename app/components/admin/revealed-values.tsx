import { Alert, Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface RevealedValue {
  name: string;
  label: string;
  value: string;
}

/**
 * Values shown once (a generated API secret, docs/decisions/201): the warning first, then each value read-only
 * with its own copy button, then the one way out, which says the value was kept.
 */
export function RevealedValues({
  note,
  values,
  copyLabel,
  copiedLabel,
  closeLabel,
  onClose,
}: {
  note: string;
  values: readonly RevealedValue[];
  copyLabel: string;
  copiedLabel: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <Stack data-revealed-values>
      <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} role="note">
        {note}
      </Alert>
      {values.map((item) => (
        <Group key={item.name} align="end" wrap="nowrap">
          <TextInput
            label={item.label}
            value={item.value}
            readOnly
            ff="monospace"
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(event) => event.currentTarget.select()}
            data-revealed={item.name}
          />
          <CopyButton value={item.value}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} aria-label={`${copied ? copiedLabel : copyLabel}: ${item.label}`}>
                <span aria-live="polite">{copied ? copiedLabel : copyLabel}</span>
              </Button>
            )}
          </CopyButton>
        </Group>
      ))}
      <Group justify="flex-end">
        <Button onClick={onClose}>{closeLabel}</Button>
      </Group>
    </Stack>
  );
}
