/** Phone numbers as people write them: digits, spaces and `+ ( ) -`, up to 30 characters. */
export const PHONE_MAX_LENGTH = 30;
export const PHONE_PATTERN = /^[+0-9 ()-]*$/;

export const isValidPhone = (value: string): boolean =>
  value.trim().length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(value.trim());
