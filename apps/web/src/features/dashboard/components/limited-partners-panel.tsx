import { useMemo, useState } from 'react';
import { ScrollArea, Text, TextInput } from '@mantine/core';
import { MIN_SEARCH_LENGTH } from '@casebridge/contract/fields';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { useCompanyDirectory } from '../api/get-company-directory';
import { PARTNER_LIST_LIMIT, partnerSearch } from '../utils/partners';
import { PartnerList } from './partner-list';

/**
 * D-002: a limited member's dashboard lists its partners (the directory the server answers a limited member holds
 * only those) with a search box over them; nothing is saved (save_search is not for limited members).
 */
export const LimitedPartnersPanel = () => {
  const directory = useCompanyDirectory();
  const findPartners = useMemo(() => partnerSearch(directory.data?.directory ?? []), [directory.data]);
  const [term, setTerm] = useState('');
  const needle = term.trim();
  return (
    <Panel title="My Partners">
      <TextInput
        label="Search your partners"
        placeholder="Company, department or tag"
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
        }}
        mb="sm"
      />
      <QueryBoundary query={directory} skeletonRows={3}>
        {({ directory: partners }) => {
          if (partners.length === 0)
            return (
              <Text size="sm" c="dimmed">
                Your company has no partners yet. They appear here once a partner group connects you.
              </Text>
            );
          const shown = needle.length < MIN_SEARCH_LENGTH ? partners : findPartners(needle);
          return shown.length === 0 ? (
            <Text size="sm" c="dimmed" role="status">
              No partner matches "{needle}".
            </Text>
          ) : (
            <>
              {shown.length > PARTNER_LIST_LIMIT ? (
                <Text size="xs" c="dimmed" role="status" mb={4}>
                  {`${shown.length.toLocaleString('en-US')} partners; the first ${String(PARTNER_LIST_LIMIT)} are shown. Search to narrow the list.`}
                </Text>
              ) : null}
              <ScrollArea.Autosize mah={420} type="auto">
                <PartnerList entries={shown.slice(0, PARTNER_LIST_LIMIT)} />
              </ScrollArea.Autosize>
            </>
          );
        }}
      </QueryBoundary>
    </Panel>
  );
};
