import { ZPassword } from '../../contracts/accounts.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZPassword } from '../../contracts/accounts.ts';

export function isStrongEnough(password: string): boolean {
  return ZPassword.safeParse(password).success;
}
