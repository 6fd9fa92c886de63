import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from './load-failed';
import { PageSkeleton } from './page-skeleton';

type Props<T> = { query: UseQueryResult<T>; skeletonRows?: number; children: (data: T) => ReactNode };

/** The three states of a page's data (UI.md): skeleton while loading, the failure with a Retry, then the page. */
export const QueryBoundary = <T,>({ query, skeletonRows, children }: Props<T>) => {
  if (query.isError) {
    return (
      <LoadFailed
        message={query.error.message}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  if (query.data === undefined) return <PageSkeleton rows={skeletonRows} />;
  return <>{children(query.data)}</>;
};
