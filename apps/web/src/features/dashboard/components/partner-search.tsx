import { useEffect, useMemo, useRef, useState } from 'react';
import { Anchor, ScrollArea, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DirectoryEntry } from '@casebridge/contract/directory';
import { MIN_SEARCH_LENGTH } from '@casebridge/contract/fields';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { useCompanyDirectory } from '../api/get-company-directory';
import { useResultToSearch } from '../api/result-to-search';
import { useSaveSearch } from '../api/save-search';
import { PARTNER_LIST_LIMIT, partnerSearch } from '../utils/partners';
import { InviteModal } from './invite-modal';
import { MissingPartnerModal } from './missing-partner-modal';
import { PartnerList } from './partner-list';

/** D-007: a term is saved after this long without typing. */
export const SAVE_SEARCH_DELAY_MS = 1000;

/**
 * D-004..D-008: "New Partner Collaboration", the search over the company directory. From 2 characters it lists the
 * matching partners; after a 1 second pause the term is saved, and the partner the user opens is linked to it. A
 * partner without access can be invited (D-014), and a partner the network lacks asked for (D-015).
 */
export const PartnerSearch = () => {
  const directory = useCompanyDirectory();
  const findPartners = useMemo(() => partnerSearch(directory.data?.directory ?? []), [directory.data]);
  const [term, setTerm] = useState('');
  const needle = term.trim();
  const [pausedOn] = useDebouncedValue(needle, SAVE_SEARCH_DELAY_MS);
  // The search saved last, with its id to come: a partner opened before the save has answered still links to it.
  const saved = useRef<{ term: string; id: Promise<number> } | null>(null);
  const { mutateAsync: saveSearch } = useSaveSearch();
  const { mutate: resultToSearch } = useResultToSearch();
  const [invited, setInvited] = useState<{ companyId: number; name: string } | null>(null);
  const [missingOpen, setMissingOpen] = useState(false);

  useEffect(() => {
    if (pausedOn.length < MIN_SEARCH_LENGTH) return;
    saved.current = {
      term: pausedOn,
      id: saveSearch({ term: pausedOn, location: 'dashboard' }).then(({ search }) => search.id),
    };
  }, [pausedOn, saveSearch]);

  const linkToSearch = (entry: DirectoryEntry) => {
    const search = saved.current;
    if (search?.term !== needle) return;
    search.id
      .then((searchId) => {
        resultToSearch({
          search_id: searchId,
          member: { type: entry.type, company_id: entry.company_id, department_id: entry.department_id },
        });
      })
      // A failed save was logged by its hook; there is nothing to link to.
      .catch(() => undefined);
  };

  return (
    <Panel title="New Partner Collaboration">
      <TextInput
        label="Search partners"
        description="Company, department or tag; at least 2 characters."
        placeholder="e.g. Globex, Block Storage, iSCSI"
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
        }}
        mb="sm"
      />
      <QueryBoundary query={directory} skeletonRows={3}>
        {() => {
          if (needle.length < MIN_SEARCH_LENGTH)
            return (
              <Text size="sm" c="dimmed">
                Find a partner company or department to send it a case.
              </Text>
            );
          const matches = findPartners(needle);
          return (
            <>
              <Text size="xs" c="dimmed" role="status" mb={4}>
                {matches.length === 0
                  ? `No partner matches "${needle}".`
                  : matches.length > PARTNER_LIST_LIMIT
                    ? `${matches.length.toLocaleString('en-US')} partners; the first ${String(PARTNER_LIST_LIMIT)} are shown. Type more to narrow the list.`
                    : `${String(matches.length)} ${matches.length === 1 ? 'partner' : 'partners'}`}
              </Text>
              <ScrollArea.Autosize mah={420} type="auto">
                <PartnerList
                  entries={matches.slice(0, PARTNER_LIST_LIMIT)}
                  onOpen={linkToSearch}
                  onInvite={(entry) => {
                    setInvited({ companyId: entry.company_id, name: entry.company_name });
                  }}
                />
              </ScrollArea.Autosize>
            </>
          );
        }}
      </QueryBoundary>
      <Text size="sm" mt="sm">
        Cannot find your partner?{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setMissingOpen(true);
          }}
        >
          Tell us who is missing
        </Anchor>
      </Text>
      <InviteModal
        partner={invited}
        onClose={() => {
          setInvited(null);
        }}
      />
      <MissingPartnerModal
        opened={missingOpen}
        initialName={needle}
        onClose={() => {
          setMissingOpen(false);
        }}
      />
    </Panel>
  );
};
