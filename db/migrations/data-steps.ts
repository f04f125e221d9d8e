import type { LockedConnection } from '../client.ts';

/** What a data step module exports. */
export interface DataStep {
  up(connection: LockedConnection): Promise<void>;
}

/**
 * The data steps among the migrations, each loaded when it runs. Named here rather than imported by their
 * file's path so that the compiled server (docs/decisions/298) carries them compiled; `readMigrations`
 * refuses a `NNNN_*.ts` file that is missing from this list.
 */
export const DATA_STEPS: Readonly<Record<string, () => Promise<DataStep>>> = {
  '0029_rich_text_documents.ts': () => import('./0029_rich_text_documents.ts'),
  '0035_seo_text_documents.ts': () => import('./0035_seo_text_documents.ts'),
};
