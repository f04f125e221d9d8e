import { findPgError, type PgError } from '../../db/errors.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import { ConflictError, ValidationError, type DomainError } from '../errors.ts';

function fieldOf(error: PgError, candidates: readonly string[]): string | undefined {
  const inDetail = /Key \((?:lower\()?"?([a-z_]+)"?\)?(?:, [^)]*)?\)=/.exec(error.detail ?? '')?.[1];
  if (inDetail && candidates.includes(inDetail)) return inDetail;
  if (error.column && candidates.includes(error.column)) return error.column;
  const constraint = error.constraint ?? '';
  return [...candidates].sort((a, b) => b.length - a.length).find((name) => constraint.includes(`_${name}_`) || constraint.endsWith(`_${name}`));
}

/**
 * A database refusal the caller can fix, as the domain error to answer with: unique → 422 `validation.taken`,
 * missing reference → 422, row still referenced → 409. `undefined`: a real failure (500).
 */
export function translateDatabaseError(error: unknown, definition: ResourceDefinition, columns: readonly string[], prefix = ''): DomainError | undefined {
  const pg = findPgError(error);
  if (!pg) return undefined;
  const key = (field: string | undefined) => `${prefix}${field ?? definition.unique?.[0] ?? 'id'}`;
  switch (pg.code) {
    case '23505':
      return new ValidationError({ [key(fieldOf(pg, definition.unique?.length ? definition.unique : columns))]: ['validation.taken'] });
    case '23503':
      if (/is still referenced/.test(pg.detail ?? '')) return new ConflictError('error.in_use');
      return new ValidationError({ [key(fieldOf(pg, columns))]: ['validation.not_found'] });
    case '23502':
      return new ValidationError({ [key(fieldOf(pg, columns))]: ['validation.required'] });
    case '23514':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
      return new ValidationError({ [key(fieldOf(pg, columns))]: ['validation.invalid'] });
    case '23P01':
      return new ConflictError();
    default:
      return undefined;
  }
}
