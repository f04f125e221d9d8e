import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { QueryState } from '../account/query-state.tsx';
import { CardSection, Conclusions, HealthFacts } from './card-sections.tsx';
import { HealthForm } from './health-form.tsx';
import { ownCardQuery } from './medical-card-api.ts';
import { OwnDocuments } from './own-documents.tsx';

/** `/patients/medical-card` (docs/decisions/226): her health facts, documents and her doctors' conclusions. */
export function OwnMedicalCard() {
  const { t } = useT();
  const query = useQuery(ownCardQuery);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <Stack gap="lg" data-medical-card>
      <Title order={1}>{t('medcard.title')}</Title>
      <Text c="dimmed">{t('medcard.intro')}</Text>
      <QueryState query={query}>
        {(card) => (
          <Stack gap="lg">
            <CardSection
              title={t('medcard.health.title')}
              action={
                !editing && (
                  <Button ref={editButton} variant="default" size="sm" onClick={() => setEditing(true)} data-action="medical-card-edit">
                    {t('medcard.edit')}
                  </Button>
                )
              }
            >
              {editing ? (
                <HealthForm health={card.health} onDone={stopEditing} />
              ) : (
                <Stack gap="sm">
                  {!card.health.updated_at && <Text>{t('medcard.not_filled')}</Text>}
                  <HealthFacts health={card.health} />
                </Stack>
              )}
            </CardSection>
            <CardSection title={t('medcard.documents.title')}>
              <OwnDocuments documents={card.documents} />
            </CardSection>
            <CardSection title={t('medcard.conclusions.title')}>
              <Stack gap="sm">
                <Conclusions conclusions={card.conclusions} />
                <Text size="sm" c="dimmed">
                  {t('medcard.family.note')}
                </Text>
              </Stack>
            </CardSection>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
