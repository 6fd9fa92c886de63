import { z } from 'zod';

/** 422: the spec's map of field name (dotted for nested fields) to its messages. */
export const validationErrorSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** Every other failure: 400, 401, 403, 404, 409, 413, 429, 5xx. */
export const errorSchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;

/** A done action's answer: the spec's success flag and message (deletions, decisions, password mails). */
export const successAnswer = z.object({ success: z.boolean(), message: z.string() });
export type SuccessAnswer = z.infer<typeof successAnswer>;

export const TOO_MANY_REQUESTS_MESSAGE = 'Too Many Requests. Please try again later.';
