import { describe, expect, it } from 'vitest';
import { cabinetPathFor, loginDialogPath, parseDialogArea, parseSignInArea, passwordRestorePath, safeNextPath, signInTarget } from './paths.ts';

describe('safeNextPath', () => {
  it('keeps paths of this site, with their query and fragment', () => {
    expect(safeNextPath('/patients/wishlist')).toBe('/patients/wishlist');
    expect(safeNextPath('/ru/doctor/ivanenko?tab=reviews#top')).toBe('/ru/doctor/ivanenko?tab=reviews#top');
  });

  it.each([
    ['absolute URL', 'https://evil.example/patients'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash read as a slash', '/\\evil.example'],
    ['scheme', 'javascript:alert(1)'],
    ['relative', 'patients'],
    ['control character', '/patients\n/x'],
    ['tab inside', '/\t/evil.example'],
    ['the API', '/api/v1/auth/logout'],
    ['a login route (loop)', '/ru/patients/login'],
    ['empty', ''],
  ])('refuses %s', (_, value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('refuses missing and over-long values', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('where a person goes after signing in', () => {
  it('goes to the cabinet of their type, in their language', () => {
    expect(cabinetPathFor('patient', 'ua')).toBe('/patients/general-information');
    expect(cabinetPathFor('partner', 'ru')).toBe('/ru/partners/general-information');
    expect(cabinetPathFor('doctor', 'ru')).toBe('/ru/cabinet-doctor');
    expect(signInTarget('patient', 'ua', null)).toBe('/patients/general-information');
  });

  it('follows a safe next inside their own area or on the public site', () => {
    expect(signInTarget('patient', 'ua', '/patients/wishlist')).toBe('/patients/wishlist');
    expect(signInTarget('patient', 'ru', '/ru/doctor/ivanenko')).toBe('/ru/doctor/ivanenko');
    expect(signInTarget('partner', 'ua', '/partners/general-information?x=1')).toBe('/partners/general-information?x=1');
  });

  it('never follows a next into another area or off the site', () => {
    expect(signInTarget('patient', 'ua', '/partners/general-information')).toBe('/patients/general-information');
    expect(signInTarget('partner', 'ru', '/ru/admins')).toBe('/ru/partners/general-information');
    expect(signInTarget('doctor', 'ua', 'https://evil.example')).toBe('/cabinet-doctor');
  });
});

describe('login routes and query values', () => {
  it('send /patients/login and /partners/login to the dialog, keeping the language and a safe next', () => {
    expect(loginDialogPath('patients', 'ua')).toBe('/?login=patients');
    expect(loginDialogPath('partners', 'ru', '/ru/partners/general-information')).toBe(
      `/ru?login=partners&next=${encodeURIComponent('/ru/partners/general-information')}`,
    );
    expect(loginDialogPath('patients', 'ua', '//evil.example')).toBe('/?login=patients');
  });

  it('read areas forgivingly', () => {
    expect(parseDialogArea('partners')).toBe('partners');
    expect(parseDialogArea('doctors')).toBeNull();
    expect(parseDialogArea(null)).toBeNull();
    expect(parseSignInArea('doctors')).toBe('doctors');
    expect(parseSignInArea('admins')).toBe('patients');
    expect(parseSignInArea(null)).toBe('patients');
  });

  it('link "forgot password" to the restore page of the area', () => {
    expect(passwordRestorePath('patients', 'ua')).toBe('/password-restore');
    expect(passwordRestorePath('partners', 'ru')).toBe('/ru/password-restore?area=partners');
  });
});
