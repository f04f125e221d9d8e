import './doctor-styles.ts';
import { Badge, Button, Checkbox, Group, MultiSelect, Radio, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TPartnerDoctor } from '../../../contracts/partner-doctors.ts';
import * as routes from '../../../contracts/routes/partner-doctors.ts';
import { call } from '../../api/call.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { useApiForm } from '../forms/use-api-form.ts';
import { ImageInput } from '../admin/image-input.tsx';
import { bookingKeys } from '../booking/booking-api.ts';
import { DOCTOR_FIELDS, doctorBody, doctorValues, emptyDoctor, type DoctorValues } from './doctor-values.ts';
import { partnerDoctorKeys } from './partner-doctors-api.ts';
import { ResendInvitation } from './resend-invitation.tsx';
import classes from '../account/account.module.css';

type Option = { id: number; name: string };
type NameField = 'last_name' | 'first_name' | 'middle_name';
const NAME_FIELDS: NameField[] = ['last_name', 'first_name', 'middle_name'];

/**
 * SPEC §2 `partners/doctors/add` and `partners/doctors/{id}`: the doctor's names in both languages, photo,
 * specializations, the partner's clinics it works at, and its cabinet (docs/decisions/234). The rules are the
 * back office's, checked here before sending and again by the server.
 */
export function DoctorForm({ doctor, clinics, specializations }: { doctor?: TPartnerDoctor; clinics: Option[]; specializations: Option[] }) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const form = useApiForm('doctor', DOCTOR_FIELDS);
  const [values, setValues] = useState<DoctorValues>(() => (doctor ? doctorValues(doctor) : emptyDoctor(clinics)));
  const change = <K extends keyof DoctorValues>(field: K, value: DoctorValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = doctorBody(values, doctor?.version);
    if (!(await form.check(async () => (await import('../../../resources/partner-doctor-fields.ts')).ZPartnerDoctorRequest, body))) return;
    await form.submit(async () => {
      const saved = doctor
        ? (await call(routes.updatePartnerDoctor, { params: { id: doctor.id }, body, expected: [403, 409, 422] })).data
        : (await call(routes.createPartnerDoctor, { body, expected: [403, 422] })).data;
      queryClient.setQueryData(partnerDoctorKeys.doctor(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.partnerAppointments });
      void queryClient.invalidateQueries({ queryKey: partnerDoctorKeys.list(locale).slice(0, 2) });
      if (doctor) {
        setValues(doctorValues(saved));
        showToast({ severity: 'success', detail: 'partner.doctor.saved' });
        return;
      }
      showToast({ severity: 'success', detail: saved.cabinet === 'invited' ? 'partner.doctor.invited' : 'partner.doctor.created' });
      void navigate(localizedPath(`/partners/doctors/${saved.id}`, locale), { replace: true });
    });
  }

  const nameGroup = (language: 'ua' | 'ru') => (
    <fieldset className={classes.fieldset}>
      <legend>{t(`partner.doctor.names.${language}`)}</legend>
      <div className={classes.grid}>
        {NAME_FIELDS.map((name) => {
          const field = `${name}_${language}` as const;
          return (
            <TextInput
              key={field}
              id={form.fieldId(field)}
              name={field}
              label={t(`partner.doctor.${name}`)}
              lang={language === 'ua' ? 'uk' : 'ru'}
              required={name !== 'middle_name'}
              value={values[field]}
              onChange={(event) => change(field, event.currentTarget.value)}
              error={form.errorOf(field)}
            />
          );
        })}
      </div>
    </fieldset>
  );

  return (
    <section aria-labelledby={titleId} className={classes.card}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {t('partner.doctor.profile')}
          </Title>
          <FormMessage form={form} />
          <ImageInput
            id={form.fieldId('photo')}
            name="photo"
            label={t('partner.doctor.photo')}
            required={false}
            error={form.errorOf('photo')}
            value={values.photo}
            onChange={(_name, value) => change('photo', String(value ?? ''))}
            t={(key, params) => t(key as never, params)}
          />
          {nameGroup('ua')}
          {nameGroup('ru')}
          <Radio.Group
            id={form.fieldId('gender')}
            label={t('partner.doctor.gender')}
            required
            value={values.gender}
            onChange={(value) => change('gender', value)}
            error={form.errorOf('gender')}
          >
            <Group gap="lg" mt={4}>
              <Radio value="female" label={t('handbook.genders.female')} />
              <Radio value="male" label={t('handbook.genders.male')} />
            </Group>
          </Radio.Group>
          <MultiSelect
            id={form.fieldId('specializations')}
            label={t('partner.doctor.specializations')}
            data={specializations.map((option) => ({ value: String(option.id), label: option.name }))}
            value={values.specializations}
            onChange={(value) => change('specializations', value)}
            searchable
            clearable
            maxValues={20}
            error={form.errorOf('specializations')}
          />
          <Checkbox.Group
            id={form.fieldId('workplaces')}
            label={t('partner.doctor.workplaces')}
            description={t('partner.doctor.workplaces.hint')}
            required
            value={values.workplaces}
            onChange={(value) => change('workplaces', value)}
            error={form.errorOf('workplaces')}
          >
            <Stack gap={6} mt={6}>
              {clinics.map((clinic) => (
                <Checkbox key={clinic.id} value={String(clinic.id)} label={clinic.name} />
              ))}
            </Stack>
          </Checkbox.Group>
          <CabinetFields values={values} change={change} form={form} doctor={doctor} />
          <Switch
            id={form.fieldId('is_waitlist')}
            label={t('partner.doctor.is_waitlist')}
            description={t('partner.doctor.is_waitlist.hint')}
            checked={values.is_waitlist}
            onChange={(event) => change('is_waitlist', event.currentTarget.checked)}
            error={form.errorOf('is_waitlist')}
          />
          <Group>
            <Button type="submit" loading={form.busy}>
              {t(doctor ? 'partner.doctor.save' : 'partner.doctor.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}

function CabinetFields({
  values,
  change,
  form,
  doctor,
}: {
  values: DoctorValues;
  change: <K extends keyof DoctorValues>(field: K, value: DoctorValues[K]) => void;
  form: ReturnType<typeof useApiForm>;
  doctor?: TPartnerDoctor;
}) {
  const { t } = useT();
  return (
    <fieldset className={classes.fieldset}>
      <legend>{t('partner.doctor.cabinet')}</legend>
      <Stack gap="sm">
        {doctor && (
          <Badge variant="light" color={doctor.cabinet === 'active' ? 'green' : 'gray'} w="fit-content">
            {t(`partner.doctor.cabinet.${doctor.cabinet}`)}
          </Badge>
        )}
        {doctor?.cabinet === 'invited' && <ResendInvitation doctorId={doctor.id} />}
        <Switch
          id={form.fieldId('is_cabinet')}
          label={t('partner.doctor.is_cabinet')}
          description={t('partner.doctor.is_cabinet.hint')}
          checked={values.is_cabinet}
          onChange={(event) => change('is_cabinet', event.currentTarget.checked)}
          error={form.errorOf('is_cabinet')}
        />
        <div className={classes.grid}>
          <TextInput
            id={form.fieldId('email')}
            name="email"
            type="email"
            autoComplete="off"
            label={t('partner.doctor.email')}
            required={values.is_cabinet}
            value={values.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            error={form.errorOf('email')}
          />
          <TextInput
            id={form.fieldId('phone')}
            name="phone"
            type="tel"
            autoComplete="off"
            label={t('partner.doctor.phone')}
            value={values.phone}
            onChange={(event) => change('phone', event.currentTarget.value)}
            error={form.errorOf('phone')}
          />
          <Select
            id={form.fieldId('locale')}
            label={t('partner.doctor.locale')}
            data={[
              { value: 'ua', label: t('handbook.locales.ua') },
              { value: 'ru', label: t('handbook.locales.ru') },
            ]}
            value={values.locale}
            onChange={(value) => change('locale', value === 'ru' ? 'ru' : 'ua')}
            allowDeselect={false}
            error={form.errorOf('locale')}
          />
        </div>
      </Stack>
    </fieldset>
  );
}
