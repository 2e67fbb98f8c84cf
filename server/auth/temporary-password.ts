import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the password is read off a screen and typed or dictated.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 16 characters of a 55-letter alphabet: about 92 bits, far beyond guessing even with the sign-in limits off. */
const LENGTH = 16;

/** A random password an administrator hands to a user, in groups of four for reading it aloud. */
export function temporaryPassword(): string {
  const characters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join('')).join('-');
}
