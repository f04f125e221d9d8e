import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MedicalCardView } from '../medical-card/card-sections.tsx';
import { staffCardQuery } from '../medical-card/medical-card-api.ts';
import { PersonSwitch, useKnownFamily } from '../medical-card/person-switch.tsx';
import { useLooseT } from './use-resource-screen.ts';

/**
 * A patient's medical card on the patient's back-office page (docs/decisions/226): read only when asked for,
 * because every read is written to the action log. The cards of her family members (docs/decisions/276) are a
 * button each above it, each read logged too; the card says whose it is.
 */
export function MedicalCardTab({ id }: { id: number }) {
  const t = useLooseT();
  const [asked, setAsked] = useState(false);
  const [member, setMember] = useState<number | undefined>(undefined);
  const card = useQuery({ ...staffCardQuery(id, member), enabled: asked });
  const family = useKnownFamily(card.data?.family);
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
  return (
    <Stack gap="md">
      {family.length > 0 && <PersonSwitch family={family} selected={member} onSelect={setMember} />}
      {card.data ? <MedicalCardView card={card.data} /> : <Text aria-busy>{t('admin.video.loading')}</Text>}
    </Stack>
  );
}
