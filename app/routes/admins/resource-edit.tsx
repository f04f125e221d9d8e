import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../api/client.ts';
import { browserApi } from '../../api/browser.ts';
import { ConflictError, RecordError, RECORD_ERRORS, type Attributes } from '../../api/record-errors.ts';
import { useRecord } from '../../api/use-record.ts';
import { LoadingOverlay } from '../../shell/loading-overlay.tsx';
import { confirmAction } from '../../shell/dialogs.ts';
import { showToast } from '../../shell/toasts.ts';
import { can } from '../../components/admin/access.ts';
import { controlId, FormField } from '../../components/admin/form-field.tsx';
import { NoAccess } from '../../components/admin/no-access.tsx';
import { RecordPanel } from '../../components/admin/record-panels.tsx';
import { RecordActions } from '../../components/admin/record-actions.tsx';
import { RecordChangedAlert } from '../../components/admin/record-changed-alert.tsx';
import { useSaveShortcut, useUnsavedGuard } from '../../components/admin/form-guards.ts';
import { extraTabsOf, fieldGroups, groupWithError, RecordTabs } from '../../components/admin/record-tabs.tsx';
// Resources' extra tabs register themselves (a doctor's services and timesheets).
import '../../components/admin/tabs/doctor-tabs.tsx';
import '../../components/admin/tabs/appointment-tabs.tsx';
import '../../components/admin/tabs/patient-tabs.tsx';
import { refusal } from '../../components/admin/refusal.ts';
import { sessionQuery } from '../../components/admin/session.ts';
import { recordTitle, useLooseT, useResourceScreen, type ResourceScreenContext } from '../../components/admin/use-resource-screen.ts';
import { formFieldNames, type FieldMeta } from '../../../resources/define.ts';
import AdminSectionPage from './section.tsx';

/** Add (`…/add`) and edit (`…/{id}`) of a registry resource, the form built from `admin.form`. */
export default function ResourceEdit() {
  const context = useResourceScreen();
  const { id } = useParams();
  const { data: user } = useQuery(sessionQuery);
  if (!context || (id !== undefined && !/^\d+$/.test(id))) return <AdminSectionPage />;
  // A typed or shared address the user has no right to: say so, instead of a form whose calls all answer 403.
  if (!can(user, context.definition, id === undefined ? 'create' : 'read')) return <NoAccess />;
  return <ResourceForm key={`${context.basePath}/${id ?? 'add'}`} {...context} id={id === undefined ? undefined : Number(id)} />;
}

/** `''` from a cleared input becomes `null` where the schema allows it, else the field is left out. */
function emptyValue(schema: z.ZodObject | undefined, name: string): null | undefined {
  const field = schema?.shape[name] as z.ZodType | undefined;
  return field?.safeParse(null).success ? null : undefined;
}

const snapshotOf = (attributes: Attributes, names: string[]) => JSON.stringify(names.map((name) => attributes[name] ?? null));

function ResourceForm({ definition, screen, locale, basePath, id }: ResourceScreenContext & { id?: number }) {
  const t = useLooseT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useQuery(sessionQuery);
  const schema = id === undefined ? definition.create : (definition.update ?? definition.create);
  // A field the API does not write (a representative's password date) is shown disabled on the record and left off the add form.
  const written = (field: FieldMeta) => formFieldNames(field).some((name) => Boolean(schema?.shape[name]));
  const fields = definition.admin.form.filter((field) => !field.readOnly && (id !== undefined || !schema || written(field)));
  const names = useMemo(() => fields.flatMap((field) => formFieldNames(field)), [fields]);
  // `…/add?doctor_id=12` starts the new record with that reference (a doctor's "add service").
  const [search] = useSearchParams();
  const initial = useMemo(
    () => ({
      ...Object.fromEntries(fields.filter((field) => field.input === 'boolean').map((field) => [field.name, field.initial ?? false])),
      ...Object.fromEntries(fields.filter((field) => field.input !== 'boolean' && field.initial !== undefined).map((field) => [field.name, field.initial])),
      ...Object.fromEntries(
        fields
          .filter((field) => field.input === 'relation' && !field.relation?.many && /^\d{1,10}$/.test(search.get(field.name) ?? ''))
          .map((field) => [field.name, Number(search.get(field.name))]),
      ),
      // `…/add?page_id=3&section=steps`: a select starts with one of its own options.
      ...Object.fromEntries(
        fields
          .filter((field) => field.input === 'select' && field.options?.some((option) => option.value === search.get(field.name)))
          .map((field) => [field.name, search.get(field.name)]),
      ),
    }),
    [fields, search],
  );
  const form = useRecord({
    client: browserApi(),
    route: definition.name,
    id,
    initial: id === undefined ? initial : undefined,
    schema,
    translate: t,
    notify: (key) => showToast({ severity: 'error', detail: key }),
    // Every record of a writable resource carries it (docs/decisions/192): a save someone else overtook is refused.
    versionField: 'version',
  });
  const [baseline, setBaseline] = useState<string | null>(id === undefined ? snapshotOf(initial, names) : null);
  const groups = useMemo(() => fieldGroups(fields), [fields]);
  const extraTabs = id === undefined ? [] : extraTabsOf(definition.name);
  const [tab, setTab] = useState(groups[0]?.name ?? '');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const loaded = id === undefined || (!form.loading && form.attributes[names[0]] !== undefined);

  useEffect(() => {
    if (id !== undefined && loaded && baseline === null) setBaseline(snapshotOf(form.attributes, names));
  }, [id, loaded, baseline, form.attributes, names]);

  // A panel below the form (access rights, a role's permissions) keeps its own unsaved picks.
  const [panelDirty, setPanelDirty] = useState(false);
  const dirty = (baseline !== null && snapshotOf(form.attributes, names) !== baseline) || panelDirty;
  const readOnly = !can(user, definition, id === undefined ? 'create' : 'update') || !schema;
  const title = t(screen.label);

  // Set just before this page itself moves on after a save or a delete (see useUnsavedGuard).
  const movingOn = useUnsavedGuard(dirty, form.saving, t);
  useSaveShortcut(!readOnly, formRef);

  function resolveConflict(choice: 'theirs' | 'mine') {
    const conflict = form.conflict;
    if (!conflict) return;
    form.record.resolveConflict(choice);
    // Dirty from now on means "differs from what is stored", whichever way was chosen.
    setBaseline(snapshotOf(conflict.current, names));
    if (choice === 'mine') showToast({ severity: 'info', detail: t('admin.form.changed.kept') });
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function change(name: string, value: unknown) {
    form.setField(name, value === '' ? emptyValue(schema, name) : value);
  }

  function focusFirstError(errors: Record<string, string[]>) {
    // The first field in error may sit on another tab: open it first.
    const failing = groupWithError(groups, errors);
    if (failing) flushSync(() => setTab(failing));
    // A field's own key or one inside it (`working_hours.mon.to`), whose control has that id too.
    const failed = Object.keys(errors).filter((key) => errors[key]?.length);
    const first = names.flatMap((name) => failed.filter((key) => key === name || key.startsWith(`${name}.`)))[0];
    requestAnimationFrame(() => (first ? document.getElementById(controlId(first)) : headingRef.current)?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!loaded || readOnly) return;
    try {
      const saved = await form.record.save();
      if (!saved) return;
    } catch (error) {
      // Someone else saved first: the alert says what changed and offers the ways on; nothing was lost.
      if (error instanceof ConflictError) return;
      const invalid = (error instanceof RecordError && error.message === RECORD_ERRORS.invalid) || (error instanceof ApiError && error.status === 422);
      if (invalid) {
        form.record.showValidationErrors();
        focusFirstError(form.record.snapshot.errors);
      }
      return;
    }
    const attributes = form.record.snapshot.attributes;
    setBaseline(snapshotOf(attributes, names));
    showToast({ severity: 'success', detail: t('admin.form.saved') });
    await queryClient.invalidateQueries({ queryKey: ['admin', definition.name] });
    if (id === undefined) {
      // The new record's own page; the baseline is already saved, so the guard lets this through.
      movingOn.current = true;
      await navigate(`${basePath}/${form.record.id}`, { replace: true, flushSync: true });
    }
    headingRef.current?.focus();
  }

  async function moveToTrash() {
    if (!(await confirmAction({ message: t('admin.list.confirm.delete.one', { name: recordTitle(form.attributes, locale) }) }))) return;
    try {
      await form.record.delete();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showToast({ severity: 'error', detail: refusal(error) });
      return;
    }
    setBaseline(snapshotOf(form.attributes, names));
    showToast({ severity: 'success', detail: t('admin.list.deleted', { count: 1 }) });
    await queryClient.invalidateQueries({ queryKey: ['admin', definition.name] });
    movingOn.current = true;
    await navigate(basePath, { flushSync: true });
  }

  if (form.failed) {
    return (
      <Alert color="red" role="alert" title={t('admin.form.load.error')}>
        <Button component={Link} to={basePath} variant="light" size="xs" mt="xs">
          {t('admin.list.back.to.list')}
        </Button>
      </Alert>
    );
  }

  return (
    <Stack maw={960}>
      <Title order={1} size="h2" ref={headingRef} tabIndex={-1}>
        {t(id === undefined ? 'admin.form.add.title' : 'admin.form.edit.title', { title })}
        {id !== undefined && loaded ? `: ${recordTitle(form.attributes, locale)}` : ''}
      </Title>
      <Paper withBorder p="lg" radius="md" pos="relative">
        <LoadingOverlay visible={!loaded} />
        <form ref={formRef} onSubmit={submit} noValidate aria-busy={form.saving}>
          <Stack>
            {form.conflict && (
              <RecordChangedAlert
                fields={fields}
                conflict={form.conflict}
                t={t}
                onReload={() => resolveConflict('theirs')}
                onKeep={() => resolveConflict('mine')}
              />
            )}
            <RecordTabs
              groups={groups}
              extra={extraTabs}
              active={tab}
              onChange={setTab}
              t={t}
              renderFields={(list) => (
                <Stack>
                  {list.map((field) => (
                    <FormField
                      key={field.name}
                      field={field}
                      values={form.attributes}
                      errors={form.errors}
                      onChange={change}
                      t={t}
                      disabled={readOnly || !written(field)}
                    />
                  ))}
                </Stack>
              )}
              renderExtra={(extra) => (id !== undefined && loaded ? extra.render({ id, attributes: form.attributes }) : null)}
            />
            {form.errors._ && (
              <Alert color="red" role="alert">
                {form.errors._.join(' ')}
              </Alert>
            )}
            <Group justify="space-between" mt="md">
              <Group>
                {!readOnly && (
                  <Button type="submit" loading={form.saving} disabled={!loaded}>
                    {t('admin.form.save')}
                  </Button>
                )}
                <Button component={Link} to={basePath} variant="default">
                  {t('admin.form.cancel')}
                </Button>
                {id !== undefined && loaded && (
                  <RecordActions
                    definition={definition}
                    record={form.attributes}
                    locale={locale}
                    t={t}
                    size="sm"
                    onDone={() => form.record.fetch().catch(() => undefined)}
                  />
                )}
              </Group>
              {id !== undefined && definition.trash && can(user, definition, 'delete') && (
                <Button color="red" variant="subtle" onClick={() => void moveToTrash()} loading={form.deleting} disabled={!loaded}>
                  {t('admin.list.delete')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Paper>
      {(id === undefined || loaded) && (
        <RecordPanel
          resource={definition.name}
          id={id}
          record={form.attributes}
          onVersion={(version) => form.setField('version', version)}
          onReload={() => form.record.fetch().catch(() => undefined)}
          onDirty={setPanelDirty}
        />
      )}
    </Stack>
  );
}
