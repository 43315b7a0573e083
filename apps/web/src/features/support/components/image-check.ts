import { SUPPORT_ATTACHMENT_MAX_BYTES } from '@casino/contract';

export type ImageProblem = 'tooLarge' | 'notImage';

const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
// Phones often hand HEIC photos over without a type; the name is all the browser knows.
const EXTENSIONS = /\.(jpe?g|png|webp|heic|heif)$/i;

/**
 * A first check of a chosen file before it is sent, so a mistake is told at once: what the chat
 * takes and how large. The server reads the file's bytes and has the last word.
 */
export function checkImage(file: Pick<File, 'name' | 'size' | 'type'>): ImageProblem | undefined {
  const type = file.type.toLowerCase();
  const untyped = type === '' || type === 'application/octet-stream';
  if (!TYPES.has(type) && !(untyped && EXTENSIONS.test(file.name))) return 'notImage';
  if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return undefined;
}

/** True for the formats a browser shows in an <img> (HEIC and HEIF only some do). */
export function isDisplayable(type: string): boolean {
  return ['image/jpeg', 'image/png', 'image/webp'].includes(type.toLowerCase());
}
