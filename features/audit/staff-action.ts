/** What a staff member did: a write (`create`, `update`, `delete`, `restore`, or a command such as `approve`) or a read of patient data (`read`). */
export interface StaffAction {
  action: string;
  /** Registry name of the resource (`appointments`), or the area of a command (`representatives`). */
  resource: string;
  recordId?: number | null;
  /** For writes: `{field: {before, after}}` of the fields that changed; for reads, what was read. Never secrets. */
  changes?: Record<string, unknown> | null;
}
