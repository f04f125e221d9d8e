import '../forms/form-styles.ts';
import { NativeSelect, TextInput } from '@mantine/core';
import { FAMILY_GENDERS, FAMILY_RELATIONS, ZFamilyMemberRequest, type TFamilyMember } from '../../../contracts/family.ts';
import { EMPTY_PERSON, personBody, type PersonValues } from '../booking/for-whom-values.ts';

export { EMPTY_PERSON, personBody, type PersonValues };
import { useT } from '../../i18n/use-t.ts';
import type { ApiForm } from '../forms/use-api-form.ts';
import classes from '../booking/booking.module.css';

/** The fields a 422 of the family form may name: the request's own. */
export const PERSON_FIELDS = Object.keys(ZFamilyMemberRequest.shape);

export const personValuesOf = (member: TFamilyMember): PersonValues => ({
  last_name: member.last_name,
  first_name: member.first_name,
  middle_name: member.middle_name ?? '',
  birthday: member.birthday,
  relation: member.relation,
  gender: member.gender ?? '',
});

/**
 * Name, birth date, and for a family member whom she is to the account holder (and, optionally, the sex).
 * `prefix` names the fields as the server's 422 does (`for_whom.member.birthday`).
 */
export function PersonFields({
  values,
  onChange,
  form,
  prefix = '',
  withRelation,
  today,
}: {
  values: PersonValues;
  onChange: (next: PersonValues) => void;
  form: ApiForm;
  prefix?: string;
  withRelation: boolean;
  today: string;
}) {
  const { t } = useT();
  const set = <K extends keyof PersonValues>(field: K, value: PersonValues[K]) => onChange({ ...values, [field]: value });
  const text = (field: 'last_name' | 'first_name' | 'middle_name' | 'birthday', extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      id={form.fieldId(`${prefix}${field}`)}
      name={`${prefix}${field}`}
      label={t(`account.field.${field}`)}
      autoComplete="off"
      required={field !== 'middle_name'}
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={form.errorOf(`${prefix}${field}`)}
      {...extra}
    />
  );
  return (
    <div className={classes.grid}>
      {text('last_name')}
      {text('first_name')}
      {text('middle_name')}
      {text('birthday', { type: 'date', min: '1900-01-01', max: today })}
      {withRelation && (
        <>
          <NativeSelect
            id={form.fieldId(`${prefix}relation`)}
            name={`${prefix}relation`}
            label={t('family.field.relation')}
            required
            value={values.relation}
            onChange={(event) => set('relation', event.currentTarget.value as PersonValues['relation'])}
            error={form.errorOf(`${prefix}relation`)}
            data={[{ value: '', label: '—' }, ...FAMILY_RELATIONS.map((value) => ({ value, label: t(`family.relation.${value}`) }))]}
          />
          <NativeSelect
            id={form.fieldId(`${prefix}gender`)}
            name={`${prefix}gender`}
            label={t('family.field.gender')}
            value={values.gender}
            onChange={(event) => set('gender', event.currentTarget.value as PersonValues['gender'])}
            error={form.errorOf(`${prefix}gender`)}
            data={[{ value: '', label: t('family.gender.none') }, ...FAMILY_GENDERS.map((value) => ({ value, label: t(`account.gender.${value}`) }))]}
          />
        </>
      )}
    </div>
  );
}
