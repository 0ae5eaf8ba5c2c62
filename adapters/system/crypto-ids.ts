import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { IdGenerator } from '#core/ports/id-generator.port.ts';

// Crockford-style alphabet without look-alikes (0/O, 1/I/L): codes get read aloud and typed.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const cryptoIds: IdGenerator = {
  uuid: () => randomUUID(),
  referralCode() {
    // 8 symbols of 31: ~40 bits, drawn without modulo bias.
    return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  },
  secretToken: () => randomBytes(32).toString('base64url'),
};
