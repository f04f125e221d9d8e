import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MedicalCardView } from '../medical-card/card-sections.tsx';
import { staffCardQuery } from '../medical-card/medical-card-api.ts';
import { useLooseT } from './use-resource-screen.ts';

/**
 * A patient's medical card on the patient's back-office page (docs/decisions/226): read only when asked for,
 * because every read is written to the action log.
 */
export function MedicalCardTab({ id }: { id: number }) {
  const t = useLooseT();
  const [asked, setAsked] = useState(false);
  const card = useQuery({ ...staffCardQuery(id), enabled: asked });
  if (!asked) {
    return (
      <Stack align="flex-start" gap="xs">
        <Text>{t('admin.medcard.logged')}</Text>
        <Button variant="light" onClick={() => setAsked(true)} data-action="admin-medical-card-open">
          {t('admin.medcard.open')}
        </Button>
      </Stack>
    );
  }
  if (card.isError) {
    return (
      <Alert color="red" role="alert">
        {t('admin.medcard.load.error')}
      </Alert>
    );
  }
  return card.data ? <MedicalCardView card={card.data} /> : <Text aria-busy>{t('admin.video.loading')}</Text>;
}
