import { RouterProvider } from 'react-router/dom';
import { setSessionEventHandlers } from '@/lib/api-client';
import { appConfigQueryKey } from '@/lib/app-config';
import { queryClient } from '@/lib/query-client';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { afterSessionEnded, afterUnauthorized } from './session-events';

const router = createAppRouter();

setSessionEventHandlers({
  onSessionEnded: () => {
    // A user's data goes; the deployment's config and a public page's one-shot answer (an emailed link's, which
    // the server answers once: meta.public) stay.
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== appConfigQueryKey[0] && query.meta?.public !== true,
    });
    const target = afterSessionEnded({
      pathname: router.state.location.pathname,
      navigating: router.state.navigation.state !== 'idle',
    });
    if (target !== null) void router.navigate(target);
  },
  onUnauthorized: () => {
    const target = afterUnauthorized(router.state.location.pathname);
    if (target !== null) void router.navigate(target);
  },
});

export const App = () => (
  <Providers>
    <RouterProvider router={router} />
  </Providers>
);
