import '../forms/form-styles.ts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { FAMILY_MEMBERS_LIMIT, ZFamilyMemberRequest, ageOn, type TFamilyMember } from '../../../contracts/family.ts';
import { useT } from '../../i18n/use-t.ts';
import { confirmAction } from '../../shell/dialogs.ts';
import { showToast } from '../../shell/toasts.ts';
import { ageText } from '../booking/patient-label.ts';
import { clinicToday, formatDayNumeric } from '../booking/format.ts';
import { familyKey, familyQuery, removeFamilyMember, saveFamilyMember } from './family-api.ts';
import { isApiError } from '../forms/form-errors.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { EMPTY_PERSON, PERSON_FIELDS, PersonFields, personBody, personValuesOf, type PersonValues } from './person-fields.tsx';
import { QueryState } from '../forms/query-state.tsx';
import { useApiForm } from '../forms/use-api-form.ts';
import classes from './account.module.css';

const fullName = (member: Pick<TFamilyMember, 'last_name' | 'first_name' | 'middle_name'>) =>
  [member.last_name, member.first_name, member.middle_name].filter(Boolean).join(' ');

/** `/patients/family`: the children and relatives she books for (docs/decisions/183). */
export function FamilyMembers() {
  const { t } = useT();
  const query = useQuery(familyQuery);
  // null: no form open; 'new': adding; a member: editing that one.
  const [editing, setEditing] = useState<TFamilyMember | 'new' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(null);
    requestAnimationFrame(() => addButton.current?.focus());
  };
  return (
    <Stack gap="lg">
      <Title order={1}>{t('family.title')}</Title>
      <Text c="dimmed">
        {t('family.intro')} {t('family.limit.note', { n: FAMILY_MEMBERS_LIMIT })}
      </Text>
      <QueryState query={query}>
        {(members) => (
          <Stack gap="md">
            {members.length === 0 && editing === null && <Text>{t('family.empty')}</Text>}
            <ul className="vz-plain-list" style={{ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' }}>
              {members.map((member) =>
                editing !== 'new' && editing?.id === member.id ? (
                  <li key={member.id}>
                    <MemberForm member={member} onDone={close} />
                  </li>
                ) : (
                  <li key={member.id}>
                    <MemberCard member={member} onEdit={() => setEditing(member)} onRemoved={close} />
                  </li>
                ),
              )}
            </ul>
            {editing === 'new' ? (
              <MemberForm member={null} onDone={close} />
            ) : (
              members.length < FAMILY_MEMBERS_LIMIT && (
                <Group>
                  <Button ref={addButton} onClick={() => setEditing('new')} data-action="family-add">
                    {t('family.add')}
                  </Button>
                </Group>
              )
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** One member with "edit" and "remove"; after a removal focus goes to "add", not to the page's top. */
function MemberCard({ member, onEdit, onRemoved }: { member: TFamilyMember; onEdit: () => void; onRemoved: () => void }) {
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const name = fullName(member);
  async function remove() {
    if (!(await confirmAction({ header: t('family.remove.title', { name }), message: t('family.remove.text') }))) return;
    setBusy(true);
    try {
      await removeFamilyMember(member.id);
      showToast({ severity: 'success', detail: t('family.removed') });
    } catch (error) {
      // Removed already (another tab): the refreshed list says so.
      if (!isApiError(error) || error.status !== 404) throw error;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: familyKey });
    }
    onRemoved();
  }
  return (
    <article className={classes.card} data-family-member={member.id} aria-labelledby={`family-${member.id}`}>
      <Stack gap={4}>
        <Title order={2} size="h4" id={`family-${member.id}`}>
          {name}
        </Title>
        <Text>
          {t(`family.relation.${member.relation}`)} · {formatDayNumeric(locale, member.birthday)} · {ageText(t, locale, ageOn(member.birthday, clinicToday()))}
        </Text>
        <Group gap="sm" mt="xs">
          <Button variant="default" size="sm" onClick={onEdit} aria-label={`${t('family.edit')}: ${name}`}>
            {t('family.edit')}
          </Button>
          <Button variant="subtle" color="red" size="sm" onClick={() => void remove()} loading={busy} aria-label={`${t('family.remove')}: ${name}`}>
            {t('family.remove')}
          </Button>
        </Group>
      </Stack>
    </article>
  );
}

function MemberForm({ member, onDone }: { member: TFamilyMember | null; onDone: () => void }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PersonValues>(member ? personValuesOf(member) : EMPTY_PERSON);
  const form = useApiForm(member ? `family-${member.id}` : 'family-new', PERSON_FIELDS);
  const heading = member ? t('family.edit.title', { name: fullName(member) }) : t('family.add.title');

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = personBody(values, true);
    if (!(await form.check(async () => ZFamilyMemberRequest, body))) return;
    const saved = await form.submit(async () => {
      await saveFamilyMember(member?.id ?? null, ZFamilyMemberRequest.parse(body));
    });
    if (!saved) return;
    showToast({ severity: 'success', detail: t('family.saved') });
    await queryClient.invalidateQueries({ queryKey: familyKey });
    onDone();
  }

  return (
    <form className={classes.card} onSubmit={(event) => void save(event)} noValidate aria-label={heading} data-family-form>
      <Stack gap="md">
        <Title order={2} size="h4">
          {heading}
        </Title>
        <FormMessage form={form} />
        <PersonFields values={values} onChange={setValues} form={form} withRelation today={clinicToday()} />
        <Group gap="sm">
          <Button type="submit" loading={form.busy} data-action="family-save">
            {t('family.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('family.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
