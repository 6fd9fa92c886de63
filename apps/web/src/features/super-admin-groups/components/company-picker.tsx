import { useState } from 'react';
import { Select } from '@mantine/core';
import { useCompanySearch } from '../api/search-companies';

type Props = {
  label: string;
  value: { id: number; name: string } | null;
  onChange: (company: { id: number; name: string } | null) => void;
  error?: string;
  description?: string;
  required?: boolean;
};

/** A company chosen by its name from the console's company search (from 2 characters). */
export const CompanyPicker = ({ label, value, onChange, error, description, required }: Props) => {
  const [search, setSearch] = useState(value?.name ?? '');
  const found = useCompanySearch(search);
  const choices = [...(found.data ?? []), ...(value ? [value] : [])];
  const data = [...new Map(choices.map((company) => [company.id, company])).values()].map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  return (
    <Select
      label={label}
      description={description ?? 'Type at least 2 characters of the name.'}
      placeholder="Search companies"
      required={required}
      searchable
      clearable
      data={data}
      filter={({ options }) => options}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={search.trim().length < 2 ? 'Type at least 2 characters' : 'No company matches'}
      error={error}
      onChange={(id) => {
        const company = choices.find((c) => String(c.id) === id);
        onChange(company ? { id: company.id, name: company.name } : null);
      }}
    />
  );
};
