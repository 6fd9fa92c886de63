import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pathTo } from '@/config/paths';
import { useCompanySearch, useUserSearch } from '../api/search-network';

/** The type-ahead's pause before it asks the server. */
const SEARCH_DEBOUNCE_MS = 250;
const MIN_CHARACTERS = 2;

type Option = { value: string; label: string };

/** What is typed, and the text the server is asked for once the typing pauses. */
const useSearchText = () => {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return { search, setSearch, q };
};

/**
 * A searchable select whose options the server finds. What to type and a search that found nothing are said under
 * the field: a list with no option in it is no list to assistive technology.
 */
const SearchSelect = ({
  label,
  placeholder,
  what,
  text,
  options,
  searching,
  open,
}: {
  label: string;
  placeholder: string;
  /** "a company", "a user": what is chosen. */
  what: string;
  text: ReturnType<typeof useSearchText>;
  options: Option[] | undefined;
  searching: boolean;
  open: (value: string) => void;
}) => {
  const typed = text.search.trim().length >= MIN_CHARACTERS;
  const found = typed && text.q === text.search.trim() && !searching && options?.length === 0;
  return (
    <Select
      label={label}
      placeholder={placeholder}
      description={
        found
          ? `No ${what.replace(/^an? /, '')}’s name holds “${text.q}”.`
          : `Type at least 2 characters, then choose ${what} to open it.`
      }
      searchable
      searchValue={text.search}
      onSearchChange={text.setSearch}
      data={typed ? (options ?? []) : []}
      // The server found these: every one is shown as it answered.
      filter={({ options: found }) => found}
      value={null}
      onChange={(value) => {
        if (value !== null) open(value);
      }}
    />
  );
};

/** S-001: the company search; a chosen company opens its detail. */
export const CompanySearch = () => {
  const navigate = useNavigate();
  const text = useSearchText();
  const query = useCompanySearch(text.q);
  return (
    <SearchSelect
      label="Company search"
      placeholder="Company name"
      what="a company"
      text={text}
      searching={query.isFetching}
      options={query.data?.companies.map((company) => ({
        value: String(company.id),
        label: company.status === 'active' ? company.name : `${company.name} (inactive)`,
      }))}
      open={(id) => {
        void navigate(pathTo('super_admin.companies.details', { company_id: Number(id) }));
      }}
    />
  );
};

/** S-001: the user search; a chosen user opens the user's form. */
export const UserSearch = () => {
  const navigate = useNavigate();
  const text = useSearchText();
  const query = useUserSearch(text.q);
  return (
    <SearchSelect
      label="User search"
      placeholder="Name or email address"
      what="a user"
      text={text}
      searching={query.isFetching}
      options={query.data?.users.map((user) => ({
        value: `${String(user.company_id ?? 0)}/${String(user.id)}`,
        label: `${user.first_name} ${user.last_name} <${user.email}>${user.company ? ` · ${user.company}` : ''}`,
      }))}
      open={(value) => {
        const [companyId = 0, userId = 0] = value.split('/').map(Number);
        void navigate(pathTo('super_admin.user.edit', { company_id: companyId, user_id: userId }));
      }}
    />
  );
};
