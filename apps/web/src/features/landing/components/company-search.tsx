import { useId, useState, type KeyboardEvent } from 'react';
import { Anchor, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MIN_SEARCH_LENGTH } from '@casebridge/contract/fields';
import { contactUsLink } from '@/config/links';
import { LoadFailed } from '@/components/load-failed';
import { useAppConfig } from '@/lib/app-config';
import { companyHostUrl } from '@/lib/tenant';
import { useCompanySearch } from '../api/search-companies';
import classes from './company-search.module.css';

/** A pause in typing before the term is sent: one search per word typed, not per key. */
export const COMPANY_SEARCH_DELAY_MS = 250;

/**
 * H-001, H-002, H-003, X-032: the main home's company search. From 2 characters it lists the matching companies,
 * each leading to the company's own host; an emptied box (or a single character) clears the list; nothing found
 * says 'No Results Found' with a way to contact the network. Issue 24 §5: a combobox in the ARIA pattern, so the
 * arrow keys move through the companies found and Enter opens the one chosen; a click or a tap opens it too.
 */
export const CompanySearch = () => {
  const config = useAppConfig();
  const listId = useId();
  const [value, setValue] = useState('');
  const [active, setActive] = useState(-1);
  const typed = value.trim();
  const [paused] = useDebouncedValue(typed, COMPANY_SEARCH_DELAY_MS);
  // Below 2 characters the list clears at once; otherwise it follows the term after the pause.
  const term = typed.length < MIN_SEARCH_LENGTH ? '' : paused;
  const search = useCompanySearch(term);
  const found = term.length < MIN_SEARCH_LENGTH ? [] : (search.data?.companies ?? []);
  const chosen = found[active];
  const optionId = (index: number) => `${listId}-${String(index)}`;
  const open = (slug: string) => {
    window.location.assign(companyHostUrl(slug, config.app_domain, window.location));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (found.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + found.length) % found.length);
    } else if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      open(chosen.slug);
    } else if (event.key === 'Escape') setActive(-1);
  };

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
      <div role="listbox" id={listId} aria-label="Companies found" className={classes.list}>
        {found.map((company, index) => (
          <UnstyledButton
            component="div"
            role="option"
            key={company.slug}
            id={optionId(index)}
            aria-selected={index === active}
            className={classes.option}
            onMouseDown={(event) => {
              // The box keeps the focus, as in any combobox.
              event.preventDefault();
            }}
            onClick={() => {
              open(company.slug);
            }}
          >
            {company.name}
          </UnstyledButton>
        ))}
      </div>
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
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={found.length > 0}
        aria-controls={found.length > 0 ? listId : undefined}
        aria-activedescendant={chosen ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        mb="sm"
      />
      {results()}
    </section>
  );
};
