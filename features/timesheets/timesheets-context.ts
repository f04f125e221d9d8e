import type { Database } from '../../db/client.ts';

/** What every timesheet write needs: the database and whom to tell that a doctor's schedule changed. */
export interface TimesheetsContext {
  db: Database['db'];
  /** After a committed change of a doctor's schedule (the next-slot index forgets them). */
  changed: (doctorId: number) => void;
}
