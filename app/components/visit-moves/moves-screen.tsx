import '../forms/form-styles.ts';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { MoveForm } from './move-form.tsx';
import { MoveList } from './move-list.tsx';
import type { VisitMoveSource } from './visit-moves-api.ts';

/** `?institution=12`: the clinic the screen starts from (a clinic's page links here so). */
export function institutionParam(params: URLSearchParams): number | undefined {
  const value = Number(params.get('institution'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * Moving every visit of a range (docs/decisions/309): the form with its preview, and the latest moves of the chosen
 * clinic. The partner cabinet and the back office show the same screen over their own API.
 */
export function VisitMovesScreen({ source, canMove = true }: { source: VisitMoveSource; canMove?: boolean }) {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const institution = institutionParam(params);
  // The chosen clinic goes into the address (Back and a reload keep it), and its latest moves follow.
  const choose = useCallback(
    (id?: number) => setParams(id === undefined ? {} : { institution: String(id) }, { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('visit.move.title')}</Title>
      <Text>{t('visit.move.lead')}</Text>
      {canMove ? (
        <MoveForm source={source} initialInstitution={institution} onInstitution={choose} />
      ) : (
        <Alert color="yellow" role="status">
          {t('visit.move.no.right')}
        </Alert>
      )}
      <MoveList source={source} institutionId={institution} />
    </Stack>
  );
}
