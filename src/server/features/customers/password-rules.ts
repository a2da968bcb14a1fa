import { BadRequestError } from '../../errors.ts';
import { isCommonPassword } from '../../lib/passwords.ts';

const COMMON_PASSWORD = 'This password is too common. Please choose another.';

/** Beyond the contract's length rules, sign-up and a reset both refuse a common password. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new BadRequestError(COMMON_PASSWORD, { fields: { password: COMMON_PASSWORD } });
  }
}
