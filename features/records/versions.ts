import type { z } from 'zod';
import { ZRecordVersion as ZVersionNumber } from '../../contracts/record-versions.ts';

/**
 * Record versions (docs/decisions/192): every record of a resource the API writes carries `version`, raised
 * by the database on every update. A save may name the version it was read at; when the record has moved on
 * since, the save changes nothing and answers 409 with the record as it is now. A save without it overwrites,
 * as API clients and imports always did.
 */
export const VERSION_FIELD = 'version';

export const ZRecordVersion = ZVersionNumber.describe(
  'the version the record was read at: if it changed since, nothing is saved and the answer is 409 with the record as stored now',
);

/** A resource's update rule plus the version a save may name: the one place every resource gets it from. */
export function withVersion(schema: z.ZodObject): z.ZodObject {
  return schema.extend({ [VERSION_FIELD]: ZRecordVersion.optional() }).strict();
}

/** The version a save named, taken out of its values (`undefined`: overwrite whatever is stored). */
export function splitVersion(body: Record<string, unknown>): { version: number | undefined; values: Record<string, unknown> } {
  const { [VERSION_FIELD]: version, ...values } = body;
  return { version: typeof version === 'number' ? version : undefined, values };
}
