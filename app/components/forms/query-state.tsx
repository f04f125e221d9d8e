import { Alert, Button, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import classes from '../account/account.module.css';

/** A card's loading and failure states; `children` renders once the data is there. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useT();
  if (query.isPending) {
    return (
      <div className={classes.card} role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <span className="vz-visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <Stack className={classes.card} gap="sm" align="flex-start">
        <Alert color="red" role="alert">
          {t('cabinet.load.failed')}
        </Alert>
        <Button variant="light" onClick={() => void query.refetch()}>
          {t('cabinet.retry')}
        </Button>
      </Stack>
    );
  }
  return <>{children(query.data)}</>;
}
