import { MutationCache, QueryCache, QueryClient, type QueryKey, type Updater } from '@tanstack/react-query';
import { clearProblemAlerts, showAlert } from './alerts';
import { isApiError } from './api-client';

declare module '@tanstack/react-query' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface Register {
    /** showsOwnErrors: the mutation's component shows every failure itself (in a modal, say): no banner. */
    mutationMeta: { showsOwnErrors?: boolean };
  }
}

/** Whether a failed mutation's error is left to the form that made it (field errors) or to the banner. */
const isHandledByForm = (error: unknown): boolean => isApiError(error) && error.fieldErrors !== null;

/** The api client already reacted (refresh warning, logout, session end): a second banner would be noise. */
const isSessionError = (error: unknown): boolean => isApiError(error) && error.handled;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    // A-040, ADR 5: failed loads are logged, never bannered; the page shows its own failed state with a Retry.
    queryCache: new QueryCache({
      onError: (error) => {
        console.error(error);
      },
    }),
    // a failed action shows the server's message (or a generic one) as a warning; the next action that
    // succeeds clears it, before its own success shows.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.showsOwnErrors === true || isHandledByForm(error) || isSessionError(error)) return;
        showAlert({ type: 'warning', message: error.message });
      },
      onSuccess: () => {
        clearProblemAlerts();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isApiError(error) || (error.status >= 500 && failureCount < 1),
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();

/**
 * A change's answer as a query's data. A read of that query still under way was asked before the change, and its
 * answer, arriving after, would put the old data back: it is cancelled first.
 */
export const putAnswer = async <Data>(
  client: QueryClient,
  queryKey: QueryKey,
  update: Updater<Data | undefined, Data | undefined>,
): Promise<void> => {
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<Data>(queryKey, update);
};
