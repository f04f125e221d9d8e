import '../forms/form-styles.ts';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { call } from '../../api/call.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import type { AccountDetails } from './account.ts';
import { keepProfileInStep } from './account-store.ts';
import { profileQuery } from './cabinet-queries.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { PERSONAL_FIELDS, PersonalFields, personalValuesOf, personalBody, type PersonalValues } from './personal-fields.tsx';
import { QueryState } from '../forms/query-state.tsx';
import { accountRoutes, accountSchemas, preloadFormCode } from './on-demand.ts';
import { useApiForm } from '../forms/use-api-form.ts';
import classes from './account.module.css';

const ADDRESS_PARTS = ['country', 'region', 'city', 'street'] as const;
type AddressPart = (typeof ADDRESS_PARTS)[number];
type ProfileValues = PersonalValues & Record<AddressPart, string>;
const FIELDS = [...PERSONAL_FIELDS, ...ADDRESS_PARTS.map((part) => `address.${part}`)];

/** SPEC §2 patients/general-information: the patient's own data with their address. */
export function PatientProfileForm() {
  const query = useQuery(profileQuery);
  return <QueryState query={query}>{(details) => <ProfileEditor details={details} />}</QueryState>;
}

function valuesOf(details: AccountDetails): ProfileValues {
  const address = details.address ?? {};
  return { ...personalValuesOf(details), country: address.country ?? '', region: address.region ?? '', city: address.city ?? '', street: address.street ?? '' };
}

const orNull = (value: string) => value.trim() || null;

function ProfileEditor({ details }: { details: AccountDetails }) {
  const { t } = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const form = useApiForm('profile', FIELDS);
  const [values, setValues] = useState(() => valuesOf(details));
  const change = (field: keyof ProfileValues, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...personalBody(values),
      middle_name: orNull(values.middle_name),
      address: { country: orNull(values.country), region: orNull(values.region), city: orNull(values.city), street: orNull(values.street) },
    };
    if (!(await form.check(async () => (await accountSchemas()).ZUpdatePatientProfileRequest, body))) return;
    await form.submit(async () => {
      const saved: AccountDetails = (await call((await accountRoutes()).updateAccountProfile, { body, expected: [422] })).data;
      queryClient.setQueryData(profileQuery.queryKey, saved);
      setValues(valuesOf(saved));
      keepProfileInStep(saved);
      showToast({ severity: 'success', detail: 'cabinet.profile.saved' });
    });
  }

  return (
    <section aria-labelledby={titleId} className={classes.card}>
      <form onSubmit={submit} onFocus={preloadFormCode} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {t('cabinet.profile.title')}
          </Title>
          <FormMessage form={form} />
          <PersonalFields values={values} onChange={change} form={form} />
          <fieldset className={classes.fieldset}>
            <legend>{t('cabinet.address.title')}</legend>
            <div className={classes.grid}>
              {ADDRESS_PARTS.map((part) => (
                <TextInput
                  key={part}
                  id={form.fieldId(`address.${part}`)}
                  name={`address.${part}`}
                  label={t(`account.field.address.${part}`)}
                  autoComplete={ADDRESS_AUTOCOMPLETE[part]}
                  value={values[part]}
                  onChange={(event) => change(part, event.currentTarget.value)}
                  error={form.errorOf(`address.${part}`)}
                />
              ))}
            </div>
          </fieldset>
          <Group>
            <Button type="submit" loading={form.busy}>
              {t('cabinet.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}

const ADDRESS_AUTOCOMPLETE: Record<AddressPart, string> = {
  country: 'country-name',
  region: 'address-level1',
  city: 'address-level2',
  street: 'street-address',
};
