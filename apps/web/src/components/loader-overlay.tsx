import { LoadingOverlay, VisuallyHidden } from '@mantine/core';
import { useLoaderVisible } from '@/lib/loader';

/** the shared overlay over the whole page while a blocking request runs (see withLoader). */
export const LoaderOverlay = () => {
  const visible = useLoaderVisible();
  return (
    <>
      <LoadingOverlay visible={visible} pos="fixed" zIndex={1000} overlayProps={{ blur: 1 }} data-testid="loader" />
      <div role="status" aria-live="polite">
        {visible ? <VisuallyHidden>Loading…</VisuallyHidden> : null}
      </div>
    </>
  );
};
