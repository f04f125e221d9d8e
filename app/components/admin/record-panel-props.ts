/** What a record's page gives the panel shown below its form. */
export interface RecordPanelProps {
  /** Absent on the add page. */
  id?: number;
  /** The record as the form holds it (its `version` included). */
  record: Record<string, unknown>;
  /** The panel saved something that raised the record's version: the form adopts it, so its next save is not refused. */
  onVersion: (version: number) => void;
  /** Reads the record again (after a conflict the panel reported). */
  onReload: () => Promise<unknown>;
  /** The panel holds changes not saved yet (or no longer does): leaving the page asks first, as for the form. */
  onDirty?: (dirty: boolean) => void;
}
