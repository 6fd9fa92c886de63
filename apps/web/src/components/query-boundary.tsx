import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from './load-failed';
import { PageSkeleton } from './page-skeleton';

type Props<T> = {
  query: UseQueryResult<T>;
  skeletonRows?: number;
  /** How the failed state reads: danger by default, warning where the spec says so. */
  failedLevel?: 'danger' | 'warning';
  children: (data: T) => ReactNode;
};

/** The three states of a page's data (UI.md): skeleton while loading, the failure with a Retry, then the page. */
export const QueryBoundary = <T,>({ query, skeletonRows, failedLevel, children }: Props<T>) => {
  if (query.isError) {
    return (
      <LoadFailed
        message={query.error.message}
        level={failedLevel}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  if (query.data === undefined) return <PageSkeleton rows={skeletonRows} />;
  return <>{children(query.data)}</>;
};
