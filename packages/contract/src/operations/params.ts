import { z } from 'zod';

/** Parameters several operations share. */

/** A database id in a path: digits only; anything else answers 404 like an unknown id. */
export const idParam = (description: string) =>
  z.object({ id: z.number().int().min(1).max(2_147_483_647).describe(description) });

/** X-Device-Id: the client's own stable id for the device, shown in account activity; ignored when malformed. */
export const deviceHeader = z.object({
  'X-Device-Id': z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional()
    .describe(
      "The client's stable id of this device (16 to 64 letters, digits, _ or -); a malformed one is ignored.",
    ),
});

export const THROTTLED = 'Too many attempts; Retry-After says when to try again.';
