import { useState } from 'react';
import { Anchor, List, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MIN_SEARCH_LENGTH } from '@casebridge/contract/fields';
import { contactUsLink } from '@/config/links';
import { LoadFailed } from '@/components/load-failed';
import { useAppConfig } from '@/lib/app-config';
import { companyHostUrl } from '@/lib/tenant';
import { useCompanySearch } from '../api/search-companies';

/** A pause in typing before the term is sent: one search per word typed, not per key. */
export const COMPANY_SEARCH_DELAY_MS = 250;

/**
 * H-001, H-002, H-003, X-032: the main home's company search. From 2 characters it lists the matching companies,
 * each a link to the company's own host; an emptied box (or a single character) clears the list; nothing found
 * says 'No Results Found' with a way to contact the network.
 */
export const CompanySearch = () => {
  const config = useAppConfig();
  const [value, setValue] = useState('');
  const typed = value.trim();
  const [paused] = useDebouncedValue(typed, COMPANY_SEARCH_DELAY_MS);
  // Below 2 characters the list clears at once; otherwise it follows the term after the pause.
  const term = typed.length < MIN_SEARCH_LENGTH ? '' : paused;
  const search = useCompanySearch(term);

  const results = () => {
    if (term.length < MIN_SEARCH_LENGTH) return null;
    if (search.isError)
      return (
        <LoadFailed
          message={search.error.message}
          level="warning"
          onRetry={() => {
            void search.refetch();
          }}
        />
      );
    if (search.data === undefined)
      return (
        <Text size="sm" c="dimmed" role="status">
          Searching…
        </Text>
      );
    if (search.data.companies.length === 0)
      return (
        <div role="status">
          <Text size="sm" fw={600}>
            No Results Found
          </Text>
          <Text size="sm">
            Is your company not listed yet?{' '}
            <Anchor href={contactUsLink.href} target="_blank" rel="noopener noreferrer">
              {contactUsLink.label}
            </Anchor>
          </Text>
        </div>
      );
    return (
      <List listStyleType="none" spacing={4} aria-label="Companies found">
        {search.data.companies.map((company) => (
          <List.Item key={company.slug}>
            <Anchor href={companyHostUrl(company.slug, config.app_domain, window.location)}>{company.name}</Anchor>
          </List.Item>
        ))}
      </List>
    );
  };

  return (
    <section aria-labelledby="company-search-heading">
      <Title order={2} size="h4" id="company-search-heading" mb={4}>
        Find your company
      </Title>
      <TextInput
        label="Company name"
        description="Type at least 2 characters, then choose your company to open its sign-in page."
        type="search"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
        }}
        mb="sm"
      />
      {results()}
    </section>
  );
};
