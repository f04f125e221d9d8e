import { describe, expect, it } from 'vitest';
import { ZBookRequest } from '../../../contracts/booking.ts';
import { referralBody, ZBookByReferralRequest } from './referral-values.ts';

const request = {
  city_id: 1,
  specialization_id: 2,
  patient: { first_name: 'Олена', last_name: 'Тестенко', birthday: '1991-04-23', phone: '+380671234567', email: 'olena@vizyt.test' },
  accept_terms: true,
  accept_privacy: true,
};
const issues = (input: unknown) => ZBookByReferralRequest.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the book request of a free visit by referral', () => {
  it('requires the number, names a malformed one, and reads one typed loosely as eHealth writes it', () => {
    expect(issues(request)).toEqual([['referral_number', 'booking.referral.required']]);
    expect(issues({ ...request, ...referralBody('1111-2222-333', true) })).toEqual([['referral_number', 'booking.referral.invalid']]);
    expect(ZBookByReferralRequest.parse({ ...request, ...referralBody(' ab12cd34ef567890 ', true) }).referral_number).toBe('AB12-CD34-EF56-7890');
  });

  it('keeps the rules of the shared contract', () => {
    expect(issues({ ...request, patient: { ...request.patient, birthday: undefined }, referral_number: '1111-2222-3333-4444' })).toEqual([
      ['patient.birthday', 'validation.required'],
    ]);
  });

  it('sends no number with a paid service, nor an empty one', () => {
    expect(referralBody('1111-2222-333', false)).toEqual({});
    expect(referralBody('  ', true)).toEqual({});
    expect(ZBookRequest.safeParse({ ...request, ...referralBody('1111-2222-333', false) }).success).toBe(true);
  });
});
