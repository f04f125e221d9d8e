import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatKopecks } from '../../../contracts/numbers.ts';
import type { FieldMeta } from '../../../resources/define.ts';
import { findResource } from '../../../resources/registry.ts';
import { ApiError } from '../../api/client.ts';
import { browserApi } from '../../api/browser.ts';
import { useT } from '../../i18n/use-t.ts';
import { confirmAction } from '../../shell/dialogs.ts';
import { showToast } from '../../shell/toasts.ts';
import { can } from './access.ts';
import { controlId } from './form-field.tsx';
import type { RecordPanelProps } from './record-panel-props.ts';
import { refusal } from './refusal.ts';
import { RelationInput, relationName } from './relation-input.tsx';
import { sessionQuery } from './session.ts';
import { useLooseT, type LooseTranslate } from './use-resource-screen.ts';

type Named = Record<string, unknown> & { id: number };

interface ParticipantRow {
  id: number;
  cost: number;
  cost_with_discount: number;
  doctor?: Named | null;
  service?: Named | null;
  specialization?: Named | null;
  institution?: Named | null;
}

const RESOURCE = 'promotion-participants';
const doctorField: FieldMeta = { name: 'participant_doctor_id', input: 'relation', label: 'field.doctor', relation: { resource: 'doctors' } };
const specializationField: FieldMeta = {
  name: 'participant_specialization_id',
  input: 'relation',
  label: 'field.specialization',
  relation: { resource: 'specializations' },
};

/**
 * SPEC §2 "promotions … (with participants)" (docs/decisions/286): below the promotion's form, its
 * participants with their cost and discounted cost, and a row to add one — the doctor picked by name, then one
 * of that doctor's services and, optionally, a workplace and a specialization. The server prices them
 * (features/promotions/participant-rules.ts); its refusals show under the field they name.
 */
export function PromotionParticipantsPanel({ id, record }: RecordPanelProps) {
  const t = useLooseT();
  return (
    <Paper withBorder p="lg" radius="md" maw={960} component="section" aria-labelledby="promotion-participants-title">
      <Stack>
        <Title order={2} size="h3" id="promotion-participants-title">
          {t('admin.promotion.participants.title')}
        </Title>
        {id === undefined ? (
          <Text>{t('admin.promotion.participants.save.first')}</Text>
        ) : (
          <Participants promotionId={id} finished={record.status === 'finished'} t={t} />
        )}
      </Stack>
    </Paper>
  );
}

function Participants({ promotionId, finished, t }: { promotionId: number; finished: boolean; t: LooseTranslate }) {
  const { locale } = useT();
  const queryClient = useQueryClient();
  const { data: user } = useQuery(sessionQuery);
  const definition = findResource(RESOURCE)!;
  const writable = !finished && can(user, definition, 'create');
  const queryKey = ['admin', RESOURCE, 'of-promotion', promotionId, locale];
  const rows = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      browserApi().all<ParticipantRow>(
        RESOURCE,
        { filters: { promotion_id: { $eq: promotionId } }, populate: ['doctor', 'service', 'specialization', 'institution'], sort: 'id:asc' },
        { signal },
      ),
  });
  const participants = rows.data?.data ?? [];
  const reload = () => queryClient.invalidateQueries({ queryKey: ['admin', RESOURCE] });

  async function remove(row: ParticipantRow) {
    const name = `${relationName(row.doctor ?? {})} · ${relationName(row.service ?? {})}`;
    if (!(await confirmAction({ message: t('admin.promotion.participants.remove.confirm', { name }) }))) return;
    try {
      await browserApi().delete(`${RESOURCE}/${row.id}`, { expected: [422] });
      showToast({ severity: 'success', detail: t('admin.promotion.participants.removed') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showToast({ severity: 'error', detail: refusal(error) });
    }
    await reload();
  }

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t(finished ? 'admin.promotion.participants.locked' : 'admin.promotion.participants.note')}
      </Text>
      {rows.isError && (
        <Alert color="red" role="alert">
          {t('admin.form.load.error')}
        </Alert>
      )}
      {rows.isSuccess && participants.length === 0 && <Text>{t('admin.promotion.participants.none')}</Text>}
      {participants.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={t('admin.promotion.participants.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('field.doctor')}</Table.Th>
                <Table.Th>{t('field.service')}</Table.Th>
                <Table.Th>{t('field.specialization')}</Table.Th>
                <Table.Th>{t('field.medical_institution')}</Table.Th>
                <Table.Th>{t('field.cost')}</Table.Th>
                <Table.Th>{t('field.cost_with_discount')}</Table.Th>
                {writable && <Table.Th aria-label={t('admin.list.actions')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {participants.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{relationName(row.doctor ?? {})}</Table.Td>
                  <Table.Td>{relationName(row.service ?? {})}</Table.Td>
                  <Table.Td>{relationName(row.specialization ?? {})}</Table.Td>
                  <Table.Td>{relationName(row.institution ?? {})}</Table.Td>
                  <Table.Td>{formatKopecks(row.cost)}</Table.Td>
                  <Table.Td>{formatKopecks(row.cost_with_discount)}</Table.Td>
                  {writable && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => void remove(row)}
                        aria-label={t('admin.promotion.participants.remove', {
                          name: `${relationName(row.doctor ?? {})} · ${relationName(row.service ?? {})}`,
                        })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {writable && <AddParticipant promotionId={promotionId} onAdded={reload} t={t} />}
    </Stack>
  );
}

interface Choice {
  doctor_id: number | null;
  service_id: number | null;
  institution_id: number | null;
  specialization_id: number | null;
}

const EMPTY: Choice = { doctor_id: null, service_id: null, institution_id: null, specialization_id: null };

function AddParticipant({ promotionId, onAdded, t }: { promotionId: number; onAdded: () => Promise<unknown>; t: LooseTranslate }) {
  const { locale } = useT();
  const [choice, setChoice] = useState<Choice>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const doctorId = choice.doctor_id;
  const services = useQuery({
    queryKey: ['admin', 'doctor-services', 'of-doctor', doctorId, locale],
    queryFn: ({ signal }) => browserApi().all<Named>('doctor-services', { filters: { doctor_id: { $eq: doctorId } }, sort: 'id:asc' }, { signal }),
    enabled: doctorId !== null,
  });
  const workplaces = useQuery({
    queryKey: ['admin', 'doctors', 'workplaces', doctorId, locale],
    queryFn: ({ signal }) => browserApi().get<{ data: { workplaces?: Named[] } }>(`doctors/${doctorId}`, { signal, query: { populate: ['workplaces'] } }),
    enabled: doctorId !== null,
  });
  const errorOf = (name: string) => errors[name]?.join(' ');
  const options = (rows: Named[] | undefined) => (rows ?? []).map((row) => ({ value: String(row.id), label: relationName(row) }));

  async function add() {
    setSaving(true);
    setErrors({});
    try {
      await browserApi().post(RESOURCE, { promotion_id: promotionId, ...choice }, { expected: [422] });
      showToast({ severity: 'success', detail: t('admin.promotion.participants.added') });
      setChoice(EMPTY);
      await onAdded();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const fields = error.fieldErrors;
        setErrors(Object.keys(fields).length ? fields : { _: [error.message] });
      }
    } finally {
      setSaving(false);
    }
  }

  const general = [...(errors._ ?? []), ...(errors.promotion_id ?? [])];
  return (
    <Stack gap="sm">
      <Group align="flex-start" grow wrap="wrap">
        <RelationInput
          field={doctorField}
          id={controlId('participant_doctor_id')}
          label={t('field.doctor')}
          required
          error={errorOf('doctor_id')}
          value={choice.doctor_id}
          onChange={(next) => setChoice({ ...EMPTY, doctor_id: next })}
          t={t}
        />
        <Select
          id={controlId('participant_service_id')}
          label={t('field.service')}
          required
          disabled={doctorId === null}
          placeholder={doctorId === null ? t('admin.promotion.participants.service.pick') : t('admin.form.select.placeholder')}
          data={options(services.data?.data)}
          value={choice.service_id === null ? null : String(choice.service_id)}
          onChange={(next) => setChoice({ ...choice, service_id: next === null ? null : Number(next) })}
          error={errorOf('service_id')}
        />
      </Group>
      <Group align="flex-start" grow wrap="wrap">
        <Select
          id={controlId('participant_institution_id')}
          label={t('field.medical_institution')}
          disabled={doctorId === null}
          clearable
          placeholder={t('admin.form.select.placeholder')}
          data={options(workplaces.data?.data.workplaces)}
          value={choice.institution_id === null ? null : String(choice.institution_id)}
          onChange={(next) => setChoice({ ...choice, institution_id: next === null ? null : Number(next) })}
          error={errorOf('institution_id')}
        />
        <RelationInput
          field={specializationField}
          id={controlId('participant_specialization_id')}
          label={t('field.specialization')}
          error={errorOf('specialization_id')}
          value={choice.specialization_id}
          onChange={(next) => setChoice({ ...choice, specialization_id: next })}
          t={t}
        />
      </Group>
      {general.length > 0 && (
        <Alert color="red" role="alert">
          {general.join(' ')}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void add()} loading={saving} disabled={choice.doctor_id === null || choice.service_id === null}>
          {t('admin.promotion.participants.add')}
        </Button>
      </Group>
    </Stack>
  );
}
