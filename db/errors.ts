/** A PostgreSQL refusal as the driver reports it: its SQLSTATE and, where it names one, the constraint and column. */
export interface PgError {
  code: string;
  constraint?: string;
  detail?: string;
  column?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The PostgreSQL error behind a failed statement. Drizzle wraps driver errors, so the one with the SQLSTATE is
 * somewhere down the `cause` chain; `undefined` when none is (a lost connection, a bug).
 */
export function findPgError(error: unknown): PgError | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as Partial<PgError> & { cause?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code)) return candidate as PgError;
    current = candidate.cause;
  }
  return undefined;
}
