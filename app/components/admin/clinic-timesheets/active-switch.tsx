import { Switch } from '@mantine/core';
import { isApiError } from '../../forms/form-errors.ts';
import { useT } from '../../../i18n/use-t.ts';
import { showToast } from '../../../shell/toasts.ts';
import type { ClinicRow } from './clinic-rows.ts';
import type { useClinicWrites } from './clinic-api.ts';

/**
 * SPEC §4 "Timesheet: activate or deactivate", for one doctor's timesheet at the clinic. Activating a timesheet
 * of a doctor who left is refused (SPEC §5); the server's words say why.
 */
export function ActiveSwitch({ row, writes, label }: { row: ClinicRow; writes: ReturnType<typeof useClinicWrites>; label: string }) {
  const { t } = useT();
  const timesheet = row.timesheet;
  if (!timesheet) return null;

  async function toggle(active: boolean) {
    try {
      await writes.setActive.mutateAsync({ id: timesheet!.id, active });
      showToast({ severity: 'success', detail: t(active ? 'admin.timesheets.activated' : 'admin.timesheets.deactivated') });
    } catch (error) {
      // 422: the SPEC §8 message and the rule (the doctor must work at the clinic); others are toasted by the client.
      if (isApiError(error) && error.status === 422) {
        showToast({ severity: 'error', detail: [error.body?.message, ...Object.values(error.fieldErrors).flat()].filter(Boolean).join(' ') });
      }
    }
  }

  return (
    <Switch checked={timesheet.is_active} onChange={(event) => void toggle(event.currentTarget.checked)} label={label} disabled={writes.setActive.isPending} />
  );
}
