import { REVIEW_ALREADY_WRITTEN } from '../../contracts/patient-reviews.ts';
import { findPgError } from '../../db/errors.ts';
import { ValidationError } from '../errors.ts';

/** A signed-in patient has one review per doctor and per clinic (docs/decisions/266): a second is refused on `field`. */
export const reviewAlreadyWritten = (field: 'text' | 'target_id') => new ValidationError({ [field]: [REVIEW_ALREADY_WRITTEN] }, REVIEW_ALREADY_WRITTEN);

/** An insert of a review whose second one (two tabs at once, the public form after the cabinet's) the unique index turns into that refusal. */
export async function insertOneReview<T>(field: 'text' | 'target_id', insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (findPgError(error)?.code === '23505') throw reviewAlreadyWritten(field);
    throw error;
  }
}
