import '../forms/form-styles.ts';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Anchor, Button, Checkbox, Fieldset, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TPartnerClinic } from '../../../contracts/partner-clinics.ts';
import type { FieldMeta } from '../../../resources/define.ts';
import { ZPartnerClinicUpdate } from '../../../resources/medical-institutions-partner.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { firstErrorField, formFailure, isApiError, schemaFieldErrors, type FieldErrors } from '../forms/form-errors.ts';
import { controlId } from '../admin/control-id.ts';
import { ImageInput } from '../admin/image-input.tsx';
import { GeoInput } from '../admin/inputs/geo-input.tsx';
import { HoursInput } from '../admin/inputs/hours-input.tsx';
import { CLINIC_FIELD_ORDER, clinicFormValues, clinicSaveBody, type ClinicFormValues } from './clinic-form-values.ts';
import { partnerCabinetKeys, savePartnerClinic } from './partner-cabinet-api.ts';
import classes from '../booking/booking.module.css';

const HOURS_FIELD: FieldMeta = { name: 'working_hours', input: 'hours', label: 'partner.clinics.field.working_hours' };
const POSITION_FIELD: FieldMeta = { name: 'position', input: 'geo', label: 'partner.clinics.field.position', columns: ['latitude', 'longitude'] };

/**
 * The public data of one clinic (docs/decisions/237): checked in the browser by the rule the server uses
 * (a pick of the back office's), then saved with the version it was read at. The position is two number
 * fields (the keyboard's way) with the back office's map beside them for pointer users.
 */
export function PartnerClinicForm({ clinic }: { clinic: TPartnerClinic }) {
  const { t, locale } = useT();
  const { t: translate } = useTranslation();
  const loose = (key: string, params?: Record<string, string | number>) => translate(key, params ?? {}) as string;
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ClinicFormValues>(() => clinicFormValues(clinic));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (name: string, value: unknown) => setValues((current) => ({ ...current, [name]: value }));
  const errorOf = (name: string) => errors[name]?.join(' ');

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = firstErrorField(next, [...CLINIC_FIELD_ORDER, ...Object.keys(next)]);
    if (first) requestAnimationFrame(() => document.getElementById(controlId(first))?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const body = clinicSaveBody(values, clinic.version);
    const checked = ZPartnerClinicUpdate.safeParse(body);
    if (!checked.success) return showErrors(schemaFieldErrors(checked.error, loose));
    setSaving(true);
    try {
      const saved = await savePartnerClinic(clinic.id, body);
      setErrors({});
      queryClient.setQueryData(partnerCabinetKeys.clinic(clinic.id), saved);
      await queryClient.invalidateQueries({ queryKey: partnerCabinetKeys.clinics, exact: true });
      showToast({ severity: 'success', detail: t('partner.clinics.saved') });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setMessage(t('partner.clinics.changed'));
        await queryClient.invalidateQueries({ queryKey: partnerCabinetKeys.clinic(clinic.id) });
        return;
      }
      const failure = formFailure(error, [...CLINIC_FIELD_ORDER, ...Object.keys(isApiError(error) ? error.fieldErrors : {})], t('cabinet.load.failed'));
      setMessage(failure.message);
      showErrors(failure.fieldErrors);
    } finally {
      setSaving(false);
    }
  }

  const text = (name: string, extra: { required?: boolean; type?: string; description?: string } = {}) => (
    <TextInput
      id={controlId(name)}
      label={loose(`partner.clinics.field.${name}`)}
      required={extra.required}
      type={extra.type}
      description={extra.description}
      value={String(values[name] ?? '')}
      error={errorOf(name)}
      onChange={(event) => set(name, event.currentTarget.value)}
    />
  );
  const area = (name: string) => (
    <Textarea
      id={controlId(name)}
      label={loose(`partner.clinics.field.${name}`)}
      autosize
      minRows={3}
      maxRows={12}
      value={String(values[name] ?? '')}
      error={errorOf(name)}
      onChange={(event) => set(name, event.currentTarget.value)}
    />
  );
  const image = (name: 'logo' | 'image') => (
    <ImageInput
      id={controlId(name)}
      name={name}
      label={loose(`partner.clinics.field.${name}`)}
      required={false}
      value={String(values[name] ?? '')}
      error={errorOf(name)}
      onChange={set}
      t={loose}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="clinic-form-title">
      <Stack gap="lg">
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <Fieldset legend={t('partner.clinics.section.names')} className={classes.card}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {text('name_ua', { required: true })}
              {text('name_ru', { required: true })}
              {area('short_description_ua')}
              {area('short_description_ru')}
              {area('description_ua')}
              {area('description_ru')}
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('partner.clinics.section.contacts')} className={classes.card}>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {text('address_ua', { required: true })}
            {text('address_ru', { required: true })}
            {text('phone', { type: 'tel', description: t('partner.clinics.field.phone.hint') })}
            {text('email', { type: 'email' })}
            {text('website', { type: 'url' })}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('partner.clinics.section.photos')} className={classes.card}>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {image('logo')}
            {image('image')}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('partner.clinics.section.features')} className={classes.card}>
          <Checkbox.Group
            id={controlId('features')}
            value={values.features.map(String)}
            onChange={(next) => set('features', next.map(Number))}
            error={errorOf('features')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {clinic.feature_options.map((feature) => (
                <Checkbox key={feature.id} value={String(feature.id)} label={feature.name} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </Fieldset>
        <div className={classes.card}>
          <HoursInput field={HOURS_FIELD} values={values} errors={errors} onChange={set} t={loose} />
        </div>
        <div className={classes.card}>
          <GeoInput field={POSITION_FIELD} values={values} errors={errors} onChange={set} t={loose} required />
        </div>
        <div className={classes.actions}>
          <Button type="submit" loading={saving}>
            {t('partner.clinics.save')}
          </Button>
          {clinic.slug && clinic.status === 'active' && (
            <Anchor href={localizedPath(`/clinic/${clinic.slug}`, locale)} target="_blank" rel="noopener">
              {t('partner.clinics.public_page')}
            </Anchor>
          )}
          <Text size="sm" className={classes.muted}>
            {t('partner.clinics.fixed')}
          </Text>
        </div>
      </Stack>
    </form>
  );
}
