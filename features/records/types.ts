import type { SQL } from 'drizzle-orm';
import type { SessionUser } from '../accounts/permissions.ts';

/** The languages of translated fields (`name` → `name_ua` / `name_ru`). */
export type Locale = 'ua' | 'ru';

/** Who asks and in which language; the service needs both for translated fields and populate checks. */
export interface CallContext {
  locale: Locale;
  user: SessionUser | null;
  /**
   * The rows this caller may read, instead of what a visitor sees (the partner API: the partner's own legal
   * entity's records, live or not; docs/decisions/241): a condition on that table, by its name. Relations
   * populated from other tables keep the visitor's rule.
   */
  rows?: { table: string; where: SQL };
}

export type ResourceRecord = Record<string, unknown>;
