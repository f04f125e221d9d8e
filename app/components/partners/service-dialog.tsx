import '../../shell/dialog-styles.ts';
import './doctor-styles.ts';
import { Button, Checkbox, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { TPartnerDoctorService } from '../../../contracts/partner-doctors.ts';
import * as routes from '../../../contracts/routes/partner-doctors.ts';
import { call } from '../../api/call.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { useApiForm } from '../forms/use-api-form.ts';

const FIELDS = ['name_ua', 'name_ru', 'specialization_id', 'cost', 'duration', 'format', 'is_default'] as const;
type Option = { id: number; name: string };

/**
 * Add or change one service of the partner's doctor (SPEC §5 doctor services): the back office's rule, the
 * price in hryvnias on screen and kopecks on the wire. A promotion's service keeps its price.
 */
export function ServiceDialog({
  doctorId,
  service,
  specializations,
  onClose,
  onSaved,
}: {
  doctorId: number;
  service?: TPartnerDoctorService;
  specializations: Option[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useT();
  const form = useApiForm('service', FIELDS);
  const [values, setValues] = useState({
    name_ua: service?.name_ua ?? '',
    name_ru: service?.name_ru ?? '',
    specialization_id: service ? String(service.specialization_id) : specializations.length === 1 ? String(specializations[0].id) : '',
    cost: service ? service.cost / 100 : ('' as number | string),
    duration: service?.duration ?? (30 as number | string),
    format: service?.format ?? 'offline',
    is_default: service?.is_default ?? false,
  });
  const change = (field: keyof typeof values, value: unknown) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: Record<string, unknown> = {
      name_ua: values.name_ua,
      name_ru: values.name_ru,
      ...(values.specialization_id ? { specialization_id: Number(values.specialization_id) } : {}),
      ...(values.cost === '' ? {} : { cost: Math.round(Number(values.cost) * 100) }),
      ...(values.duration === '' ? {} : { duration: Number(values.duration) }),
      format: values.format,
      is_default: values.is_default,
      ...(service ? { version: service.version } : {}),
    };
    if (service?.is_promo) delete body.cost;
    const rules = async () => {
      const { ZPartnerDoctorServiceRequest } = await import('../../../resources/partner-doctor-fields.ts');
      return service ? ZPartnerDoctorServiceRequest.partial() : ZPartnerDoctorServiceRequest;
    };
    if (!(await form.check(rules, body))) return;
    const done = await form.submit(async () => {
      if (service) await call(routes.updatePartnerDoctorService, { params: { id: doctorId, serviceId: service.id }, body, expected: [409, 422] });
      else await call(routes.createPartnerDoctorService, { params: { id: doctorId }, body, expected: [422] });
    });
    if (!done) return;
    showToast({ severity: 'success', detail: 'partner.service.saved' });
    onSaved();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(service ? 'partner.service.title.edit' : 'partner.service.title.add')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormMessage form={form} />
          <TextInput
            id={form.fieldId('name_ua')}
            label={t('partner.service.name.ua')}
            lang="uk"
            required
            value={values.name_ua}
            onChange={(e) => change('name_ua', e.currentTarget.value)}
            error={form.errorOf('name_ua')}
          />
          <TextInput
            id={form.fieldId('name_ru')}
            label={t('partner.service.name.ru')}
            lang="ru"
            required
            value={values.name_ru}
            onChange={(e) => change('name_ru', e.currentTarget.value)}
            error={form.errorOf('name_ru')}
          />
          <Select
            id={form.fieldId('specialization_id')}
            label={t('partner.service.specialization')}
            required
            data={specializations.map((option) => ({ value: String(option.id), label: option.name }))}
            value={values.specialization_id || null}
            onChange={(value) => change('specialization_id', value ?? '')}
            error={form.errorOf('specialization_id')}
          />
          <Group grow align="flex-start">
            <NumberInput
              id={form.fieldId('cost')}
              label={t('partner.service.cost')}
              required
              min={0}
              decimalScale={2}
              disabled={service?.is_promo}
              value={values.cost}
              onChange={(value) => change('cost', value)}
              error={form.errorOf('cost')}
            />
            <NumberInput
              id={form.fieldId('duration')}
              label={t('partner.service.duration')}
              required
              min={5}
              max={480}
              step={5}
              value={values.duration}
              onChange={(value) => change('duration', value)}
              error={form.errorOf('duration')}
            />
          </Group>
          <Select
            id={form.fieldId('format')}
            label={t('partner.service.format')}
            data={[
              { value: 'offline', label: t('schedule.service.format.offline') },
              { value: 'online', label: t('schedule.service.format.online') },
            ]}
            value={values.format}
            allowDeselect={false}
            onChange={(value) => change('format', value ?? 'offline')}
            error={form.errorOf('format')}
          />
          <Checkbox
            id={form.fieldId('is_default')}
            label={t('partner.service.is_default')}
            checked={values.is_default}
            onChange={(e) => change('is_default', e.currentTarget.checked)}
            error={form.errorOf('is_default')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('partner.service.cancel')}
            </Button>
            <Button type="submit" loading={form.busy}>
              {t('partner.doctor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
