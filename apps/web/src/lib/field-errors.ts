import type { z } from 'zod';
import type { FieldErrors } from '@/lib/api-client';

/** The first message for a field, shown under it (UI.md, 1 §5). */
export const firstError = (errors: FieldErrors | null, field: string): string | undefined => errors?.[field]?.[0];

/** Client-side check with the same zod schema as the server: its issues as the server's field map. */
export const zodFieldErrors = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
};

/** Focuses the first input of the form that has an error (UI.md: errors land where the eye is). */
export const focusFirstError = (form: HTMLFormElement | null, errors: FieldErrors): void => {
  if (form === null) return;
  const names = new Set(Object.keys(errors));
  for (const element of Array.from(form.elements)) {
    if (
      element instanceof HTMLElement &&
      'name' in element &&
      typeof element.name === 'string' &&
      names.has(element.name)
    ) {
      element.focus();
      return;
    }
  }
};
