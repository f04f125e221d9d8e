import { ZBookRequest, ZReferralNumber } from '../../../contracts/booking.ts';

/** The book request of a service free under the state programme: the same contract, its referral required (docs/decisions/307). */
export const ZBookByReferralRequest = ZBookRequest.safeExtend({ referral_number: ZReferralNumber });

/** The referral's number goes only with a free service: sent with any other, a mistyped one would refuse the booking. */
export function referralBody(referralNumber: string, nszuFree: boolean) {
  const typed = referralNumber.trim();
  return nszuFree && typed ? { referral_number: typed } : {};
}
