import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { COMMENT_MAX_LENGTH } from '../../../contracts/booking.ts';
import { formatPhone } from '../../../contracts/phone.ts';
import type { AccountDetails } from '../account/account.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import type { ApiForm } from '../forms/use-api-form.ts';
import classes from './booking.module.css';
import { EMPTY_FOR_WHOM, FOR_WHOM_FIELDS, forWhomBody, type ForWhomValues } from './for-whom-values.ts';

/** What the booking form holds; kept by the page, so nothing typed is lost when a hold runs out. */
export interface PatientValues {
  last_name: string;
  first_name: string;
  middle_name: string;
  birthday: string;
  phone: string;
  email: string;
  comment: string;
  accept_terms: boolean;
  accept_privacy: boolean;
  /** Whom the visit is for (docs/decisions/183); for anyone but her, the fields above are the contact's. */
  for_whom: ForWhomValues;
  /** The electronic referral, asked only for a service free under the state programme (docs/decisions/307). */
  referral_number: string;
}

export const EMPTY_PATIENT: PatientValues = {
  last_name: '',
  first_name: '',
  middle_name: '',
  birthday: '',
  phone: '',
  email: '',
  comment: '',
  accept_terms: false,
  accept_privacy: false,
  for_whom: EMPTY_FOR_WHOM,
  referral_number: '',
};

type TextField = 'last_name' | 'first_name' | 'middle_name' | 'birthday' | 'phone' | 'email';

/** Field names as the server's 422 names them, in the order the form shows them. */
export const PATIENT_FORM_FIELDS = [
  ...FOR_WHOM_FIELDS,
  'patient.last_name',
  'patient.first_name',
  'patient.middle_name',
  'patient.birthday',
  'patient.phone',
  'patient.email',
  'comment',
  'accept_terms',
  'accept_privacy',
] as const;

const AUTOCOMPLETE: Record<TextField, string> = {
  last_name: 'family-name',
  first_name: 'given-name',
  middle_name: 'additional-name',
  birthday: 'bday',
  phone: 'tel',
  email: 'email',
};

/**
 * The patient's data (or, booking for someone else, the contact's: no birth date), a comment, and the two
 * required consents (SPEC §5 booking validation). The waitlist's request asks no comment (`withComment`).
 */
export function PatientFields({
  values,
  onChange,
  form,
  today,
  contactOnly = false,
  withComment = true,
}: {
  values: PatientValues;
  onChange: <K extends keyof PatientValues>(field: K, value: PatientValues[K]) => void;
  form: ApiForm;
  today: string;
  contactOnly?: boolean;
  withComment?: boolean;
}) {
  const { t } = useT();
  const text = (field: TextField, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      id={form.fieldId(`patient.${field}`)}
      name={field}
      label={t(`account.field.${field}`)}
      autoComplete={AUTOCOMPLETE[field]}
      required={field !== 'middle_name'}
      value={values[field]}
      onChange={(event) => onChange(field, event.currentTarget.value)}
      error={form.errorOf(`patient.${field}`)}
      {...extra}
    />
  );
  return (
    <>
      <div className={classes.grid}>
        {text('last_name')}
        {text('first_name')}
        {text('middle_name')}
        {!contactOnly && text('birthday', { type: 'date', min: '1900-01-01', max: today })}
        {text('phone', { type: 'tel', inputMode: 'tel', description: t('account.phone.hint') })}
        {text('email', { type: 'email' })}
      </div>
      {withComment && (
        <Textarea
          id={form.fieldId('comment')}
          name="comment"
          label={t('booking.form.comment')}
          description={t('booking.form.comment.hint', { n: COMMENT_MAX_LENGTH })}
          maxLength={COMMENT_MAX_LENGTH}
          autosize
          minRows={2}
          value={values.comment}
          onChange={(event) => onChange('comment', event.currentTarget.value)}
          error={form.errorOf('comment')}
        />
      )}
      <ConsentFields values={values} onChange={onChange} form={form} />
    </>
  );
}

/** The two required consents, each with a link to its document (opening in a new tab, and saying so). */
export function ConsentFields({
  values,
  onChange,
  form,
}: {
  values: Pick<PatientValues, 'accept_terms' | 'accept_privacy'>;
  onChange: (field: 'accept_terms' | 'accept_privacy', value: boolean) => void;
  form: ApiForm;
}) {
  const { t, locale } = useT();
  const consent = (field: 'accept_terms' | 'accept_privacy', path: string, key: 'booking.form.accept.terms' | 'booking.form.accept.privacy') => {
    const [before, after = ''] = t(key).split('{{link}}');
    return (
      <Checkbox
        id={form.fieldId(field)}
        name={field}
        required
        checked={values[field]}
        onChange={(event) => onChange(field, event.currentTarget.checked)}
        error={form.errorOf(field)}
        label={
          <>
            {before}
            <Link to={localizedPath(path, locale)} target="_blank" rel="noopener">
              {t(field === 'accept_terms' ? 'booking.form.terms.link' : 'booking.form.privacy.link')}
              <span className="vz-visually-hidden"> {t('booking.new.tab')}</span>
            </Link>
            {after}
          </>
        }
      />
    );
  };
  return (
    <>
      {consent('accept_terms', '/terms-of-service', 'booking.form.accept.terms')}
      {consent('accept_privacy', '/privacy-policy', 'booking.form.accept.privacy')}
    </>
  );
}

/** The signed-in patient's own data in the fields she has not typed in yet. */
export function withProfile(current: PatientValues, details: AccountDetails): PatientValues {
  return {
    ...current,
    last_name: current.last_name || (details.last_name ?? ''),
    first_name: current.first_name || (details.first_name ?? ''),
    middle_name: current.middle_name || (details.middle_name ?? ''),
    birthday: current.birthday || (details.birthday?.slice(0, 10) ?? ''),
    phone: current.phone || formatPhone(details.phone),
    email: current.email || (details.email ?? ''),
  };
}

/** The request body the book call takes, empty optional fields left out so the contract judges the rest. */
export function patientBody(values: PatientValues) {
  const given = (value: string) => value.trim() || undefined;
  const self = values.for_whom.kind === 'self';
  return {
    for_whom: forWhomBody(values.for_whom),
    patient: {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      ...(given(values.middle_name) ? { middle_name: values.middle_name.trim() } : {}),
      ...(self ? { birthday: given(values.birthday) } : {}),
      phone: given(values.phone),
      email: given(values.email),
    },
    ...(given(values.comment) ? { comment: values.comment.trim() } : {}),
    accept_terms: values.accept_terms,
    accept_privacy: values.accept_privacy,
  };
}
