import { Alert, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FOR_WHOM_KINDS, type TForWhomKind } from '../../../contracts/booking.ts';
import { ageOn, isChildOn } from '../../../contracts/family.ts';
import { useT } from '../../i18n/use-t.ts';
import { familyQuery } from '../account/family-api.ts';
import { PersonFields } from '../account/person-fields.tsx';
import type { ApiForm } from '../forms/use-api-form.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { ageText } from './patient-label.ts';
import classes from './booking.module.css';
import { chosenBirthday, type ForWhomValues } from './for-whom-values.ts';

/**
 * "For whom": me, one of her family members, a new family member (kept in her family), or someone else
 * (kept on the visit only). A child with a doctor who does not see children is said at once (183).
 * `kinds` narrows the choice where a request takes fewer (the waitlist: her or a family member).
 */
export function ForWhom({
  values,
  onChange,
  form,
  visitDay,
  seesChildren,
  ownBirthday,
  today,
  kinds = FOR_WHOM_KINDS,
}: {
  values: ForWhomValues;
  onChange: (next: ForWhomValues) => void;
  form: ApiForm;
  visitDay: string;
  seesChildren: boolean;
  ownBirthday: string;
  today: string;
  kinds?: readonly TForWhomKind[];
}) {
  const { t, locale } = useT();
  const family = useQuery(familyQuery);
  const members = family.data ?? [];
  const value = values.kind === 'family' ? `member-${values.family_member_id}` : values.kind;
  const choose = (next: string) => {
    if (next.startsWith('member-')) onChange({ ...values, kind: 'family', family_member_id: Number(next.slice('member-'.length)) });
    else onChange({ ...values, kind: next as TForWhomKind, family_member_id: null });
  };
  const birthday = chosenBirthday(values, members, ownBirthday);
  const childRefused = !seesChildren && birthday !== null && isChildOn(birthday, visitDay);
  const error = form.errorOf('for_whom') ?? form.errorOf('for_whom.family_member_id');
  return (
    <div style={{ display: 'grid', gap: '1rem' }} data-for-whom={values.kind}>
      <ChoiceGroup
        name="for-whom"
        legend={t('booking.for.title')}
        value={value}
        onChange={choose}
        choices={[
          { value: 'self', label: t('booking.for.self') },
          ...(kinds.includes('family') ? members : []).map((member) => ({
            value: `member-${member.id}`,
            label: [member.last_name, member.first_name].join(' '),
            details: (
              <span className={classes.muted}>
                {t(`family.relation.${member.relation}`)} · {ageText(t, locale, ageOn(member.birthday, visitDay))}
              </span>
            ),
          })),
          ...(kinds.includes('new_family')
            ? [{ value: 'new_family', label: t('booking.for.new'), details: <span className={classes.muted}>{t('booking.for.new.hint')}</span> }]
            : []),
          ...(kinds.includes('other')
            ? [{ value: 'other', label: t('booking.for.other'), details: <span className={classes.muted}>{t('booking.for.other.hint')}</span> }]
            : []),
        ]}
      />
      {family.isError && (
        <Alert color="yellow" role="status">
          {t('booking.for.family.failed')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void family.refetch()}>
            {t('cabinet.retry')}
          </Button>
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert" id={form.fieldId('for_whom.family_member_id')} tabIndex={-1}>
          {error}
        </Alert>
      )}
      {childRefused && !error && (
        <Alert color="yellow" role="status" data-child-refused>
          {t('booking.child.not.accepted')}
        </Alert>
      )}
      {(values.kind === 'new_family' || values.kind === 'other') && (
        <fieldset className={classes.step}>
          <legend>{t('booking.for.patient')}</legend>
          <PersonFields
            values={values.person}
            onChange={(person) => onChange({ ...values, person })}
            form={form}
            prefix={values.kind === 'new_family' ? 'for_whom.member.' : 'for_whom.person.'}
            withRelation={values.kind === 'new_family'}
            today={today}
          />
        </fieldset>
      )}
    </div>
  );
}
