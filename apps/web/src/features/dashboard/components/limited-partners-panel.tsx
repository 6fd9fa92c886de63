import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Panel } from '@/components/panel';
import { searchedTerm, SEARCH_DELAY_MS } from '../utils/partners';
import { PartnerResults } from './partner-results';

/**
 * D-002, issue 26: a limited member's dashboard lists its partners (the server's partner search holds only those for
 * a limited member), 50 at a time, with a search box over them; nothing is saved (save_search is not for limited
 * members).
 */
export const LimitedPartnersPanel = () => {
  const [term, setTerm] = useState('');
  const needle = term.trim();
  const [typed] = useDebouncedValue(needle, SEARCH_DELAY_MS);
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
      <PartnerResults
        q={searchedTerm(needle, typed)}
        empty="Your company has no partners yet. They appear here once a partner group connects you."
      />
    </Panel>
  );
};
