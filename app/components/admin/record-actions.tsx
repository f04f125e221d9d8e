import { ActionIcon, Alert, Button, Group, Menu, Modal, Stack } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { RecordAction, ResourceDefinition } from '../../../resources/define.ts';
import { ApiError } from '../../api/client.ts';
import { browserApi } from '../../api/browser.ts';
import type { Locale } from '../../i18n/locale.ts';
import { closeModal, confirmAction, openModal } from '../../shell/dialogs.ts';
import { showToast } from '../../shell/toasts.ts';
import { can } from './access.ts';
import { controlId, FormField } from './form-field.tsx';
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

/** What the form of an action sends: the values given, blank ones left out. */
const bodyOf = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''));

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
 * A button per record action that applies: asks first (a yes / no question, or the action's small form),
 * calls the action's route, says it is done (and shows what it answered once, for `reveal`) and reloads the
 * resource's lists and record. A refusal the
 * route explains (409: the record changed meanwhile) is told in its words; a 422 shows under the form's fields.
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
  /** After the action ran (or was refused as stale): the record's page reloads the record it shows. */
  onDone?: () => unknown;
}) {
  const queryClient = useQueryClient();
  const actions = useRecordActions(definition, record);
  const [asking, setAsking] = useState<RecordAction | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const reload = () => {
    onDone?.();
    return queryClient.invalidateQueries({ queryKey: ['admin', definition.name] });
  };
  const run = useMutation({
    mutationFn: ({ action, body }: { action: RecordAction; body?: Record<string, unknown> }) =>
      browserApi().post<unknown>(action.path.replace('{id}', encodeURIComponent(String(record.id))), body, { expected: [409, 422] }),
    onSuccess: (answer, { action }) => {
      showToast({ severity: 'success', detail: t(action.done) });
      if (action.reveal) reveal(action, answer, t);
      setAsking(null);
      return reload();
    },
    onError: (error, { action }) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 422 && action.input)
        return setErrors({ ...error.fieldErrors, ...(Object.keys(error.fieldErrors).length ? {} : { _: [error.message] }) });
      showToast({ severity: 'error', detail: error.message });
      setAsking(null);
      if (error.status === 409) void reload();
    },
  });
  if (actions.length === 0) return null;
  const name = recordTitle(record, locale);

  async function start(action: RecordAction) {
    if (action.input) {
      setErrors({});
      setAsking(action);
    } else if (await confirmAction({ message: t(action.confirm, { name }) })) run.mutate({ action });
  }

  const form = asking && (
    <ActionForm
      action={asking}
      name={name}
      t={t}
      errors={errors}
      pending={run.isPending}
      onClose={() => setAsking(null)}
      onSubmit={(values) => run.mutate({ action: asking, body: bodyOf(values) })}
    />
  );

  if (menu && actions.length > 1) {
    const label = `${t('admin.actions.menu')}: ${name}`;
    return (
      <>
        {/* No focus placeholder: its role="presentation" child is not allowed inside role="menu" (axe). */}
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
        {form}
      </>
    );
  }

  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.name}
          size={size}
          variant="light"
          loading={run.isPending && run.variables?.action.name === action.name}
          onClick={() => void start(action)}
          aria-label={`${t(action.label)}: ${name}`}
          data-record-action={action.name}
        >
          {t(action.label)}
        </Button>
      ))}
      {form}
    </>
  );
}

/** The question of an action that needs input: its fields, then cancel or go. */
function ActionForm({
  action,
  name,
  t,
  errors,
  pending,
  onClose,
  onSubmit,
}: {
  action: RecordAction;
  name: string;
  t: LooseTranslate;
  errors: Record<string, string[]>;
  pending: boolean;
  onClose: () => void;
  onSubmit: (values: Record<string, unknown>) => void;
}) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const fields = useMemo(() => action.input ?? [], [action.input]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  // The first field the route refused takes the focus, so its message is read out.
  useEffect(() => {
    const first = fields.find((field) => errors[field.name]?.length);
    if (first) document.getElementById(controlId(first.name))?.focus();
  }, [errors, fields]);
  return (
    <Modal opened onClose={onClose} title={t(action.confirm, { name })} closeButtonProps={{ 'aria-label': t('modal.close') }} data-action-form={action.name}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {fields.map((field) => (
            <FormField
              key={field.name}
              field={field}
              values={values}
              errors={errors}
              onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
              t={t}
            />
          ))}
          {errors._ && (
            <Alert color="red" role="alert">
              {errors._.join(' ')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.form.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t(action.label)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
