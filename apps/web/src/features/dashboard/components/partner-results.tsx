import { Button, ScrollArea, Stack, Text } from '@mantine/core';
import type { DirectoryEntry } from '@casebridge/contract/directory';
import { LoadFailed } from '@/components/load-failed';
import { PageSkeleton } from '@/components/page-skeleton';
import { usePartnerSearch } from '../api/search-partners';
import { PartnerList } from './partner-list';

const count = (n: number) => n.toLocaleString('en-US');

/** What the status line says of a list: how many match the term (or are listed) and how many are shown. */
export const resultsStatus = (q: string, total: number, shown: number, empty: string) => {
  if (total === 0) return q === '' ? empty : `No partner matches "${q}".`;
  const matches =
    q === ''
      ? `${count(total)} ${total === 1 ? 'partner' : 'partners'}`
      : `${count(total)} ${total === 1 ? 'match' : 'matches'} for "${q}"`;
  return shown < total ? `${matches}; ${count(shown)} shown.` : `${matches}.`;
};

/**
 * Issue 26: one list of the server's partner search: a status line with the count of all matches, the first 50 and
 * "Show more" for the next 50. The previous term's list stays (dimmed) while the new term's first page is on its way.
 */
export const PartnerResults = ({
  q,
  title,
  empty,
  onOpen,
  onInvite,
}: {
  q: string;
  /** A heading for the list (the recently used partners), or none. */
  title?: string;
  /** The status line of an empty list without a term. */
  empty: string;
  onOpen?: (entry: DirectoryEntry) => void;
  onInvite?: (entry: DirectoryEntry) => void;
}) => {
  const search = usePartnerSearch(q);
  if (search.isError && !search.isFetchNextPageError)
    return (
      <LoadFailed
        message={search.error.message}
        onRetry={() => {
          void search.refetch();
        }}
      />
    );
  if (search.data === undefined) return <PageSkeleton rows={3} />;
  const entries = search.data.pages.flatMap((page) => page.entries);
  const total = search.data.pages[0]?.total ?? 0;
  return (
    <Stack gap={4} style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }} aria-busy={search.isPlaceholderData}>
      {title === undefined || entries.length === 0 ? null : (
        <Text size="sm" fw={600}>
          {title}
        </Text>
      )}
      <Text size="xs" c="dimmed" role="status">
        {search.isPlaceholderData ? 'Searching…' : resultsStatus(q, total, entries.length, empty)}
      </Text>
      {entries.length === 0 ? null : (
        <ScrollArea.Autosize mah={420} type="auto">
          <PartnerList entries={entries} onOpen={onOpen} onInvite={onInvite} />
        </ScrollArea.Autosize>
      )}
      {search.isFetchNextPageError ? (
        <Text size="xs" c="red" role="alert">
          {search.error.message}
        </Text>
      ) : null}
      {search.hasNextPage && !search.isPlaceholderData ? (
        <Button
          variant="default"
          size="xs"
          loading={search.isFetchingNextPage}
          onClick={() => {
            void search.fetchNextPage();
          }}
          style={{ alignSelf: 'center' }}
        >
          Show more
        </Button>
      ) : null}
    </Stack>
  );
};
