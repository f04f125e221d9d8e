import { Alert, Button, Text } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { showToast } from '../../../shell/toasts.ts';
import type { RecordPanelProps } from '../record-panel-props.ts';
import type { useLooseT } from '../use-resource-screen.ts';

type T = ReturnType<typeof useLooseT>;

/** Why the last save of an access set failed: someone changed the record meanwhile (`stale`), or the server refused it. */
export interface AccessProblem {
  stale: boolean;
  message: string;
}

interface AccessSaveOptions extends Pick<RecordPanelProps, 'onVersion' | 'onReload'> {
  /** The query holding the stored set: a save's answer replaces it. */
  queryKey: QueryKey;
  refetch: () => Promise<unknown>;
  t: T;
}

/**
 * One save at a time of an employee's access or a role's permissions, with the record's version: the answer
 * becomes the stored set and its version the form's; a 409 (changed meanwhile) or 422 is told in place, any
 * other failure by the API client's own toast.
 */
export function useAccessSave<Saved extends { version: number }>({ queryKey, refetch, onVersion, onReload, t }: AccessSaveOptions) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<AccessProblem | null>(null);

  async function save(send: () => Promise<{ data: Saved }>) {
    if (saving) return;
    setSaving(true);
    setProblem(null);
    try {
      const answer = await send();
      queryClient.setQueryData<Saved>(queryKey, answer.data);
      onVersion(answer.data.version);
      showToast({ severity: 'success', detail: t('admin.access.saved') });
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 422)) return;
      setProblem({ stale: error.status === 409, message: error.status === 409 ? t('admin.access.changed') : (error.body?.message ?? t('error.occured')) });
    } finally {
      setSaving(false);
    }
  }

  async function reload() {
    setProblem(null);
    await Promise.all([refetch(), onReload()]);
  }

  return { saving, problem, save, reload };
}

/** The failed save's message; after a conflict, a button that reads the record and the set again. */
export function AccessProblemAlert({ problem, onReload, t }: { problem: AccessProblem | null; onReload: () => Promise<void>; t: T }) {
  if (!problem) return null;
  return (
    <Alert color={problem.stale ? 'yellow' : 'red'} role="alert">
      <Text size="sm">{problem.message}</Text>
      {problem.stale && (
        <Button size="xs" variant="light" mt="xs" onClick={() => void onReload()}>
          {t('admin.access.reload')}
        </Button>
      )}
    </Alert>
  );
}
