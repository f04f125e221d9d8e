import type { SessionUser } from '../accounts/permissions.ts';

/** The languages of translated fields (`name` → `name_ua` / `name_ru`). */
export type Locale = 'ua' | 'ru';

/** Who asks and in which language; the service needs both for translated fields and populate checks. */
export interface CallContext {
  locale: Locale;
  user: SessionUser | null;
}

export type ResourceRecord = Record<string, unknown>;
