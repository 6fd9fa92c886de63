import type { z } from 'zod';
import { errorSchema } from '@casebridge/contract/errors';

/**
 * A failure a route documents in its schema's `response`: the contract's `{ error }` body with what the status
 * means on that route (the API document shows the description; the answer is serialised through the schema).
 */
export const errorAnswer = (description: string, schema: z.ZodType = errorSchema) => ({
  description,
  content: { 'application/json': { schema } },
});

/** Every upload route's 429 (lib/upload-slots.ts). */
export const tooManyUploads = errorAnswer(
  'Too many uploads at once, of this user or on this instance: Retry-After says when to try again.',
);
