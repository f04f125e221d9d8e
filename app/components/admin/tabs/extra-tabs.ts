import type { ComponentType } from 'react';
import type { Locale } from '../../../i18n/locale.ts';
import type { LooseTranslate } from '../use-resource-screen.ts';
import { DoctorServicesTab } from './doctor-services-tab.tsx';
import { DoctorTimesheetsTab } from './doctor-timesheets-tab.tsx';

export interface ExtraTabProps {
  /** The record's id; undefined on the add screen (the tab then says to save first). */
  recordId: number | undefined;
  locale: Locale;
  t: LooseTranslate;
}

/**
 * A tab of a record's form that shows something other than the record's own fields (a doctor's services, a
 * link to the timesheet calendar). Its title is `admin.form.group.<name>`; it sits after the tab `after`
 * (the field groups' order otherwise), and it takes no part in saving the form.
 */
export interface ExtraTab {
  name: string;
  after?: string;
  Component: ComponentType<ExtraTabProps>;
}

/** Extra tabs by registry resource name: the one place a resource's form gains a non-field tab. */
export const EXTRA_TABS: Readonly<Record<string, readonly ExtraTab[]>> = {
  doctors: [
    { name: 'services', after: 'workplaces', Component: DoctorServicesTab },
    { name: 'timesheets', after: 'biography', Component: DoctorTimesheetsTab },
  ],
};

/** The tab names of a form: its field groups in order, each extra tab placed after the one it names. */
export function tabOrder(groups: readonly string[], extras: readonly ExtraTab[]): string[] {
  const order = [...groups];
  for (const extra of extras) {
    const at = extra.after ? order.indexOf(extra.after) : -1;
    if (at === -1) order.push(extra.name);
    else order.splice(at + 1, 0, extra.name);
  }
  return order;
}
