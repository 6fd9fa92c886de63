import { useEffect, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api-client';

/** An emailed link works once: one request per token and page, however often React runs the effect. */
const opened = new Map<string, Promise<unknown>>();

/**
 * Opens an emailed onboarding link (the restore link, the email check's link) once per token and hands its answer
 * to `onAnswer`; answers the server's message when the link is refused (used or expired), null before. `open` and
 * `onAnswer` must keep their identity across renders (module functions, useCallback).
 */
export const useSingleUseLink = <T>(
  token: string,
  open: (token: string) => Promise<T>,
  onAnswer: (answer: T) => Promise<void>,
): string | null => {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let pending = opened.get(token) as Promise<T> | undefined;
    if (pending === undefined) {
      pending = open(token);
      opened.set(token, pending);
    }
    pending.then(onAnswer, (failure: unknown) => {
      setError(isApiError(failure) ? failure.message : GENERIC_ERROR_MESSAGE);
    });
  }, [token, open, onAnswer]);
  return error;
};
