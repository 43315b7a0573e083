import { z } from 'zod';
import { hasControlChars } from '../../platform/http/validate.js';

/**
 * A broadcast's texts in the four languages and its code: what \`inbox:broadcast\` reads from its
 * file and the console sends, checked by the same rules.
 */

/** Plain text: no control characters but line breaks in a description (React shows it as text). */
const plain = (max: number, lines = false) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `at most ${max} characters`)
    .refine((s) => !hasControlChars(lines ? s.replaceAll('\n', '') : s), {
      message: 'control characters are not allowed',
    });

const language = z.strictObject({
  title: plain(120),
  description: plain(1000, true),
  button_text: plain(40),
});
export const textsFile = z.strictObject({ en: language, es: language, pt: language, ru: language });

/** A broadcast's code: sending it again with the same content changes nothing. */
export const BROADCAST_CODE = /^[a-z0-9][a-z0-9-]{0,63}$/;
