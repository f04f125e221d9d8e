import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { MEDICAL_CARD_ITEM_MAX_LENGTH, MEDICAL_CARD_LIST_LIMIT } from '../../../contracts/medical-card.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * A list of short texts the patient adds to and removes from (allergies, conditions, medications). Enter in
 * the new item's field adds it, so the whole card is never sent by a stray Enter.
 */
export function ListEditor({ label, items, onChange, name }: { label: string; items: readonly string[]; onChange: (items: string[]) => void; name: string }) {
  const { t } = useT();
  const [draft, setDraft] = useState('');
  const id = useId();
  const full = items.length >= MEDICAL_CARD_LIST_LIMIT;
  function add() {
    const text = draft.trim();
    if (!text || full) return;
    onChange([...items, text]);
    setDraft('');
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <Stack gap="xs" role="group" aria-labelledby={id} data-list-editor={name}>
      <Text fw={600} id={id}>
        {label}
      </Text>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('medcard.list.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item, index) => (
            <Group component="li" key={`${index}-${item}`} gap="xs" wrap="nowrap" justify="space-between">
              <Text style={{ overflowWrap: 'anywhere' }}>{item}</Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('medcard.list.remove', { item })}
                onClick={() => onChange(items.filter((_, at) => at !== index))}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('medcard.list.new', { list: label })}
          value={draft}
          maxLength={MEDICAL_CARD_ITEM_MAX_LENGTH}
          disabled={full}
          description={full ? t('medcard.list.limit', { n: MEDICAL_CARD_LIST_LIMIT }) : undefined}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKey}
          data-new-item={name}
        />
        <Button variant="light" onClick={add} disabled={full || !draft.trim()} data-add-item={name}>
          {t('medcard.list.add')}
        </Button>
      </Group>
    </Stack>
  );
}
