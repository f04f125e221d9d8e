import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { ZRegisterPatientRequest, ZUpdatePatientProfileRequest } from '../../../contracts/accounts.ts';
import { translate } from '../../i18n/catalogs.ts';
import { firstErrorField, formFailure, requiredFieldErrors, schemaFieldErrors } from './form-errors.ts';

const FIELDS = ['email', 'phone', 'address.city'];

describe('formFailure', () => {
  it('puts 422 texts under their fields, nested keys in either spelling', () => {
    const error = new ApiError(422, { message: 'Invalid', errors: { email: ['taken'], 'address[city]': ['too long'] } });
    expect(formFailure(error, FIELDS, 'fallback')).toEqual({ fieldErrors: { email: ['taken'], 'address.city': ['too long'] }, message: null });
  });

  it('keeps texts for fields the form does not show in the message', () => {
    const error = new ApiError(422, { message: 'Invalid', errors: { token: ['expired'], phone: ['exists'] } });
    expect(formFailure(error, FIELDS, 'fallback')).toEqual({ fieldErrors: { phone: ['exists'] }, message: 'expired' });
  });

  it("shows the server's message for 401, 403 and 429, else the fallback", () => {
    expect(formFailure(new ApiError(429, { message: 'Try again in 30 s' }), FIELDS, 'fallback').message).toBe('Try again in 30 s');
    expect(formFailure(new ApiError(500, undefined), FIELDS, 'fallback').message).toBe('fallback');
    expect(formFailure(new ApiError(0, undefined, 'network'), FIELDS, 'fallback').message).toBe('fallback');
    expect(formFailure(new Error('bug'), FIELDS, 'fallback').message).toBe('fallback');
    expect(formFailure(new ApiError(422, { message: 'Bad' }), FIELDS, 'fallback')).toEqual({ fieldErrors: {}, message: 'Bad' });
  });
});

describe('client-side checks', () => {
  const uk = (key: string, params?: Record<string, string | number>) => translate('ua', key, params);

  it('mark empty required fields, whitespace counting as empty', () => {
    expect(requiredFieldErrors({ login: ' ', password: 'x' }, ['login', 'password'], 'required')).toEqual({ login: ['required'] });
  });

  it("use the shared contract's own texts, under the server's field names", () => {
    const result = ZUpdatePatientProfileRequest.safeParse({
      first_name: 'Олена',
      last_name: 'Мар’яненко',
      birthday: '2999-01-01',
      gender: 'female',
      phone: '12345',
      email: 'olena@example.com',
      address: { city: 'x'.repeat(101) },
    });
    expect(result.success).toBe(false);
    const errors = schemaFieldErrors(result.error!, uk);
    expect(errors.birthday).toEqual([uk('validation.birthday')]);
    expect(errors.phone).toEqual([uk('validation.phone')]);
    expect(Object.keys(errors)).toContain('address.city');
  });

  it('say "required" for missing values and put a mismatch on the confirmation', () => {
    const registration = {
      first_name: 'Ірина',
      last_name: 'Коваль',
      birthday: '1990-05-01',
      gender: 'female',
      phone: '+380 67 123 45 67',
      email: 'k@example.com',
      password: 'secret123',
      password_confirmation: 'secret124',
    };
    const missing = schemaFieldErrors(ZRegisterPatientRequest.safeParse({ ...registration, first_name: '', gender: undefined }).error!, uk);
    expect(missing.first_name).toEqual([uk('validation.required')]);
    expect(missing.gender).toEqual([uk('validation.required')]);
    const mismatch = schemaFieldErrors(ZRegisterPatientRequest.safeParse(registration).error!, uk);
    expect(mismatch).toEqual({ password_confirmation: [uk('passwords.do.not.match')] });
  });

  it('find the first field in error in form order', () => {
    expect(firstErrorField({ phone: ['x'], email: ['y'] }, FIELDS)).toBe('email');
    expect(firstErrorField({}, FIELDS)).toBeUndefined();
  });
});
