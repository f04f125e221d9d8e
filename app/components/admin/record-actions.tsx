import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordAction, ResourceDefinition } from '../../../resources/define.ts';
import { browserApi } from '../../api/browser.ts';
import type { Locale } from '../../i18n/locale.ts';
import { closeModal, confirmAction, openModal } from '../../shell/dialogs.ts';
import { showToast } from '../../shell/toasts.ts';
import { can } from './access.ts';
import { RevealedValues } from './revealed-values.tsx';
import { sessionQuery } from './session.ts';
import { recordTitle, type LooseTranslate } from './use-resource-screen.ts';

/** The resource's record actions that apply to this record (its values) and this user (docs/decisions/178). */
function useRecordActions(definition: ResourceDefinition, record: Record<string, unknown>): RecordAction[] {
  const { data: user } = useQuery(sessionQuery);
  return (definition.actions ?? []).filter(
    (action) => action.when.in.includes(String(record[action.when.field] ?? '')) && can(user, definition, action.permission),
  );
}

/** Shows what an action's answer holds for one time only (`reveal`), with copy buttons. */
function reveal(action: RecordAction, answer: unknown, t: LooseTranslate): void {
  const data = (answer as { data?: Record<string, unknown> } | undefined)?.data ?? {};
  const spec = action.reveal!;
  const id = openModal({
    title: t(spec.title),
    width: 640,
    children: (
      <RevealedValues
        note={t(spec.note)}
        values={spec.fields.map((field) => ({ name: field.name, label: t(field.label), value: String(data[field.name] ?? '') }))}
        copyLabel={t('admin.reveal.copy')}
        copiedLabel={t('admin.reveal.copied')}
        closeLabel={t(spec.close)}
        onClose={() => closeModal(id)}
      />
    ),
  });
}

/**
 * A button per record action that applies: asks first, calls the action's route, says it is done (and shows
 * what it answered once, for `reveal`) and reloads the resource's lists and record. Failures are told by the
 * API client's own messages.
 */
export function RecordActions({
  definition,
  record,
  locale,
  t,
  size = 'xs',
  menu = false,
  onDone,
}: {
  definition: ResourceDefinition;
  record: Record<string, unknown> & { id?: unknown };
  locale: Locale;
  t: LooseTranslate;
  size?: 'xs' | 'sm';
  /** In a list row: more than one action goes into one menu, so the row's data stays visible on a phone. */
  menu?: boolean;
  /** After the action ran: the record's page reloads the record it shows. */
  onDone?: () => unknown;
}) {
  const queryClient = useQueryClient();
  const actions = useRecordActions(definition, record);
  const run = useMutation({
    mutationFn: (action: RecordAction) => browserApi().post<unknown>(action.path.replace('{id}', encodeURIComponent(String(record.id)))),
    onSuccess: (answer, action) => {
      showToast({ severity: 'success', detail: t(action.done) });
      if (action.reveal) reveal(action, answer, t);
      onDone?.();
      return queryClient.invalidateQueries({ queryKey: ['admin', definition.name] });
    },
  });
  if (actions.length === 0) return null;
  const name = recordTitle(record, locale);

  async function start(action: RecordAction) {
    if (await confirmAction({ message: t(action.confirm, { name }) })) run.mutate(action);
  }

  if (menu && actions.length > 1) {
    const label = `${t('admin.actions.menu')}: ${name}`;
    return (
      // No focus placeholder: its role="presentation" child is not allowed inside role="menu" (axe).
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={label} title={t('admin.actions.menu')} loading={run.isPending} data-record-actions-menu>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => (
            <Menu.Item key={action.name} onClick={() => void start(action)} data-record-action={action.name}>
              {t(action.label)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }

  return actions.map((action) => (
    <Button
      key={action.name}
      size={size}
      variant="light"
      loading={run.isPending && run.variables?.name === action.name}
      onClick={() => void start(action)}
      aria-label={`${t(action.label)}: ${name}`}
      data-record-action={action.name}
    >
      {t(action.label)}
    </Button>
  ));
}
