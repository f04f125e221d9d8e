import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../forms/form-errors.ts';
import { QueryState } from '../forms/query-state.tsx';
import { CardSection, Conclusions, HealthFacts } from './card-sections.tsx';
import { HealthForm } from './health-form.tsx';
import { ownCardQuery } from './medical-card-api.ts';
import { OwnDocuments } from './own-documents.tsx';
import { PersonSwitch, useKnownFamily } from './person-switch.tsx';

/** The family member named by `?member=`, if it is a positive whole number; anything else is her own card. */
function memberOf(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * `/patients/medical-card` (docs/decisions/226, 276): her health facts, documents and her doctors' conclusions,
 * or those of one of her family members, chosen at the top ("Me" and each of them).
 */
export function OwnMedicalCard() {
  const { t, locale } = useT();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const member = memberOf(search.get('member'));
  const query = useQuery(ownCardQuery(member));
  const family = useKnownFamily(query.data?.family);
  const [editing, setEditing] = useState<number | 'self' | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(null);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const missing = query.isError && isApiError(query.error) && query.error.status === 404;
  const hrefOf = (id: number | undefined) => (id === undefined ? pathname : `${pathname}?member=${id}`);
  return (
    <Stack gap="lg" data-medical-card>
      <Title order={1}>{query.data?.member ? t('medcard.member.title', { name: query.data.member.name }) : t('medcard.title')}</Title>
      <Text c="dimmed">{t('medcard.intro')}</Text>
      <PersonSwitch
        family={family}
        selected={member}
        hrefOf={hrefOf}
        extra={
          <Anchor component={Link} to={localizedPath('/patients/family', locale)} size="sm">
            {t('medcard.person.add')}
          </Anchor>
        }
      />
      {missing ? (
        <Alert color="yellow" role="alert">
          {t('medcard.member.missing')}
        </Alert>
      ) : (
        <QueryState query={query}>
          {(card) => (
            <Stack gap="lg" key={member ?? 'self'} data-card-of={card.member?.id ?? 'self'}>
              <CardSection
                title={t('medcard.health.title')}
                action={
                  editing !== (member ?? 'self') && (
                    <Button ref={editButton} variant="default" size="sm" onClick={() => setEditing(member ?? 'self')} data-action="medical-card-edit">
                      {t('medcard.edit')}
                    </Button>
                  )
                }
              >
                {editing === (member ?? 'self') ? (
                  <HealthForm health={card.health} onDone={stopEditing} member={member} />
                ) : (
                  <Stack gap="sm">
                    {!card.health.updated_at && <Text>{t('medcard.not_filled')}</Text>}
                    <HealthFacts health={card.health} />
                  </Stack>
                )}
              </CardSection>
              <CardSection title={t('medcard.documents.title')}>
                <OwnDocuments documents={card.documents} member={member} />
              </CardSection>
              <CardSection title={t('medcard.conclusions.title')}>
                <Stack gap="sm">
                  <Conclusions conclusions={card.conclusions} />
                  <Text size="sm" c="dimmed">
                    {card.member ? t('medcard.member.note') : t('medcard.family.note')}
                  </Text>
                </Stack>
              </CardSection>
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
