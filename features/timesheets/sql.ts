import type { SQL } from 'drizzle-orm';
import type { Locale } from '../../contracts/locale.ts';
import type { Executor } from '../resources/write.ts';

/** Rows of a raw query on the database or inside a transaction, whichever driver is underneath. */
export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `name_ua` or `name_ru` of a table alias; only our own fixed names ever reach the SQL text. */
export const localizedColumn = (alias: string, field: string, locale: Locale): string => `${alias}.${field}_${locale === 'ru' ? 'ru' : 'ua'}`;
