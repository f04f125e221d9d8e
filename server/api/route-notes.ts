import * as publicForms from '../../contracts/routes/public-forms.ts';
import { SUBMISSION_LIMITS } from '../../features/feedback/guard.ts';
import { SMS_CODE_POLICY, SMS_LIMITS } from '../../features/accounts/password-restore.ts';
import { LOGIN_ATTEMPT_LIMITS } from '../../features/accounts/login-attempts.ts';
import { REGISTRATION_LIMITS } from '../../features/accounts/registration-limits.ts';
import { WISHLIST_LIMITS } from '../../features/accounts/wishlist.ts';

export interface RouteNote {
  summary?: string;
  description?: string;
}

/**
 * What the document says of a declared route (by operationId) that depends on the rules of features/
 * (limits, lifetimes), which contracts/ cannot import: replaces the declaration's summary or adds a description.
 */
export function routeNotes(): Record<string, RouteNote> {
  const { perPair, perIp } = LOGIN_ATTEMPT_LIMITS;
  const { limit, windowSeconds } = SUBMISSION_LIMITS.perIp;
  const forms = Object.values(publicForms).map((form) => [
    form.operationId,
    {
      description: (
        `${form.description} Stored as \`new\` for moderation; nothing is published automatically. At most ${limit} per address every ${windowSeconds / 60} minutes. ` +
        "The language is the request's Accept-Language. Texts are plain text, never HTML."
      ).trim(),
    },
  ]);
  return {
    ...(Object.fromEntries(forms) as Record<string, RouteNote>),
    signIn: {
      description:
        `Each area admits one user type (admins → staff, partners, patients, doctors with a cabinet). ` +
        `Failures are counted per account and client address: after ${perPair.freeFailures} the pair waits ` +
        `${perPair.firstDelaySeconds} s, doubling up to ${perPair.maxDelaySeconds / 60} minutes (429 with Retry-After); after ` +
        `${perPair.proofAfterFailures} it must also send the SMS code (422 with errors.sms_code until it does). Other addresses ` +
        `are unaffected. At most ${perIp.limit} password checks per address per ${perIp.windowSeconds / 60} minutes across accounts.`,
    },
    registerPatient: {
      description:
        `Well-formed tries are limited per client address (${REGISTRATION_LIMITS.perIp.limit} an hour), per e-mail and per phone ` +
        `(${REGISTRATION_LIMITS.perEmail.limit} an hour each); at most ${REGISTRATION_LIMITS.emailsPerAddress.limit} welcome e-mails ` +
        'go to one address a day (docs/decisions/173).',
    },
    sendRestoreCode: {
      summary: `Send a ${SMS_CODE_POLICY.ttlSeconds / 60}-minute, 6-digit restore code by SMS`,
      description: `One code per phone every ${SMS_CODE_POLICY.resendSeconds} s, ${SMS_LIMITS.perPhone.limit} per hour; ${SMS_LIMITS.perIp.limit} sends per IP per hour.`,
    },
    verifyRestoreCode: { description: `At most ${SMS_CODE_POLICY.maxWrongTries} tries per code; the last wrong one burns it.` },
    wishlist: { summary: `The patient's favourites; at most ${WISHLIST_LIMITS.doctors} of each kind` },
  };
}
