import { LoadingOverlay, VisuallyHidden } from '@mantine/core';
import { useLoaderVisible } from '@/lib/loader';

/**
 * the shared overlay over the whole page while a blocking request runs (see withLoader). A plain veil, not a
 * blur: a blur of the whole page is composited anew at every frame of the spinner, on a phone's CPU as on CI's (ADR 9).
 */
export const LoaderOverlay = () => {
  const visible = useLoaderVisible();
  return (
    <>
      <LoadingOverlay visible={visible} pos="fixed" zIndex={1000} data-testid="loader" />
      <div role="status" aria-live="polite">
        {visible ? <VisuallyHidden>Loading…</VisuallyHidden> : null}
      </div>
    </>
  );
};
