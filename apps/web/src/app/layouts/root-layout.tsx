import { lazy, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Deferred } from '@/components/deferred';
import { LoaderOverlay } from '@/components/loader-overlay';
import { NavigationProgress } from '@/components/navigation-progress';
import { useAppConfig } from '@/lib/app-config';
import { useConfirmRequest } from '@/lib/confirm';
import { useIdleReload } from '@/lib/idle-reload';
import { useCurrentRoute } from '@/lib/use-current-route';

const ConfirmDialog = lazy(async () => ({ default: (await import('@/components/confirm-dialog')).ConfirmDialog }));

/**
 * Everything every route has: the navigation progress bar, the idle reload, the shared loader and confirm dialog,
 * the document title.
 */
export const RootLayout = () => {
  const location = useLocation();
  const route = useCurrentRoute();
  const config = useAppConfig();
  const isConfirming = useConfirmRequest() !== null;
  useIdleReload(location.key);

  const title = route === null ? config.product_name : `${route.def.title} · ${config.product_name}`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <NavigationProgress />
      <Outlet />
      <LoaderOverlay />
      <Deferred when={isConfirming}>
        <ConfirmDialog />
      </Deferred>
      <ScrollRestoration />
    </>
  );
};
