import '../forms/form-styles.ts';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import * as routes from '../../../contracts/routes/partner-doctors.ts';
import { call } from '../../api/call.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import type { AccountDetails } from '../account/account.ts';
import { keepProfileInStep } from '../account/account-store.ts';
import { profileQuery } from '../account/cabinet-queries.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { QueryState } from '../forms/query-state.tsx';
import { useApiForm } from '../forms/use-api-form.ts';
import classes from '../account/account.module.css';

const FIELDS = ['last_name', 'first_name', 'middle_name', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const LABELS: Record<
  Field,
  'account.field.last_name' | 'account.field.first_name' | 'account.field.middle_name' | 'account.field.email' | 'account.field.phone'
> = {
  last_name: 'account.field.last_name',
  first_name: 'account.field.first_name',
  middle_name: 'account.field.middle_name',
  email: 'account.field.email',
  phone: 'account.field.phone',
};
const INPUT: Record<Field, { type: string; autoComplete: string }> = {
  last_name: { type: 'text', autoComplete: 'family-name' },
  first_name: { type: 'text', autoComplete: 'given-name' },
  middle_name: { type: 'text', autoComplete: 'additional-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

/** SPEC §2 partners/general-information: the representative edits their own name, e-mail and phone (docs/decisions/235). */
export function PartnerProfileForm() {
  const query = useQuery(profileQuery);
  return <QueryState query={query}>{(details) => <ProfileEditor details={details} />}</QueryState>;
}

const valuesOf = (details: AccountDetails): Values => ({
  last_name: details.last_name ?? '',
  first_name: details.first_name ?? '',
  middle_name: details.middle_name ?? '',
  email: details.email ?? '',
  phone: details.phone ?? '',
});

function ProfileEditor({ details }: { details: AccountDetails }) {
  const { t } = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const form = useApiForm('partner-profile', FIELDS);
  const [values, setValues] = useState(() => valuesOf(details));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...values, middle_name: values.middle_name.trim() || null };
    if (!(await form.check(async () => (await import('../../../resources/partner-doctor-fields.ts')).ZPartnerProfileRequest, body))) return;
    await form.submit(async () => {
      const saved = (await call(routes.updatePartnerProfile, { body, expected: [422] })).data as AccountDetails;
      queryClient.setQueryData(profileQuery.queryKey, saved);
      setValues(valuesOf(saved));
      keepProfileInStep(saved);
      showToast({ severity: 'success', detail: 'partner.profile.saved' });
    });
  }

  return (
    <section aria-labelledby={titleId} className={classes.card}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {t('partner.profile.title')}
          </Title>
          <FormMessage form={form} />
          <div className={classes.grid}>
            {FIELDS.map((field) => (
              <TextInput
                key={field}
                id={form.fieldId(field)}
                name={field}
                label={t(LABELS[field])}
                required={field !== 'middle_name'}
                {...INPUT[field]}
                value={values[field]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [field]: value }));
                }}
                error={form.errorOf(field)}
              />
            ))}
          </div>
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
