import type { ReactNode } from 'react';
import { Group, Select, Text, TextInput } from '@mantine/core';

/**
 * The bar above a server-paged table of cases (D-017, S-005): which view it shows, a search box and the note that its
 * times are UTC. The owner starts again at page one on either change.
 */
export const CaseTableToolbar = <View extends string>({
  views,
  view,
  onView,
  q,
  onSearch,
  searchPlaceholder,
  viewWidth,
  filters,
}: {
  views: { value: View; label: string }[];
  view: View;
  onView: (view: View) => void;
  q: string;
  onSearch: (q: string) => void;
  searchPlaceholder: string;
  viewWidth: number;
  /** More of the list's filters, after the search (CaseFilterInputs). */
  filters?: ReactNode;
}) => (
  <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
    <Select
      label="Show"
      data={views}
      value={view}
      allowDeselect={false}
      onChange={(value) => {
        const chosen = views.find((option) => option.value === value);
        if (chosen) onView(chosen.value);
      }}
      w={viewWidth}
    />
    <TextInput
      label="Search cases"
      placeholder={searchPlaceholder}
      value={q}
      onChange={(event) => {
        onSearch(event.currentTarget.value);
      }}
      w={280}
    />
    {filters}
    <Text size="xs" c="dimmed" ml="auto">
      All timestamps are in UTC.
    </Text>
  </Group>
);
