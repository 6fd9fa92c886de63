import { useEffect } from 'react';

/** one hour without a route change reloads the page. */
export const IDLE_RELOAD_MS = 3_600_000;

const reloadPage = (): void => {
  window.location.reload();
};

/** Restarts the hour whenever routeKey changes (and only then: reload must be a stable function). */
export const useIdleReload = (routeKey: string, reload: () => void = reloadPage): void => {
  useEffect(() => {
    const timer = window.setTimeout(reload, IDLE_RELOAD_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [routeKey, reload]);
};
