import { useEffect, useRef, useState } from 'react';
import { Anchor, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DirectoryEntry } from '@casebridge/contract/directory';
import { MIN_SEARCH_LENGTH } from '@casebridge/contract/fields';
import { Panel } from '@/components/panel';
import { useResultToSearch } from '../api/result-to-search';
import { useSaveSearch } from '../api/save-search';
import { searchedTerm, SEARCH_DELAY_MS } from '../utils/partners';
import { InviteModal } from './invite-modal';
import { MissingPartnerModal } from './missing-partner-modal';
import { PartnerResults } from './partner-results';

/** D-007: a term is saved after this long without typing. */
export const SAVE_SEARCH_DELAY_MS = 1000;

/**
 * D-004..D-008, issue 26: "New Partner Collaboration", the partner search answered by the server. Before a term it
 * offers the partners the company used recently; from 2 characters, after a short pause in typing, it lists the
 * first 50 matches with the count of all and "Show more". After a 1 second pause the term is saved, and the partner
 * the user opens is linked to it. A partner without access can be invited (D-014), and a partner the network lacks
 * asked for (D-015).
 */
export const PartnerSearch = () => {
  const [term, setTerm] = useState('');
  const needle = term.trim();
  const [typed] = useDebouncedValue(needle, SEARCH_DELAY_MS);
  const q = searchedTerm(needle, typed);
  const [pausedOn] = useDebouncedValue(needle, SAVE_SEARCH_DELAY_MS);
  // The search saved last, with its id to come: a partner opened before the save has answered still links to it.
  const saved = useRef<{ term: string; id: Promise<number> } | null>(null);
  const { mutateAsync: saveSearch } = useSaveSearch();
  const { mutate: resultToSearch } = useResultToSearch();
  const [invited, setInvited] = useState<{ companyId: number; name: string } | null>(null);
  const [missingOpen, setMissingOpen] = useState(false);

  useEffect(() => {
    if (pausedOn.length < MIN_SEARCH_LENGTH) return;
    const id = saveSearch({ term: pausedOn, location: 'dashboard' }).then(({ search }) => search.id);
    // A failed save was logged by its hook; only a partner opened later needs its id (linkToSearch).
    id.catch(() => undefined);
    saved.current = { term: pausedOn, id };
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
      <PartnerResults
        q={q}
        title={q === '' ? 'Recently used' : undefined}
        empty="Find a partner company or department to send it a case."
        onOpen={linkToSearch}
        onInvite={(entry) => {
          setInvited({ companyId: entry.company_id, name: entry.company_name });
        }}
      />
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
