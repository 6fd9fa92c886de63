import type { ReactNode } from 'react';
import { Group, Select, Text, TextInput } from '@mantine/core';

const longestLabel = (views: { label: string }[]): number => Math.max(...views.map((option) => option.label.length));

/**
 * The bar above a server-paged table of cases (D-017, S-005): which view it shows, a search box and the note that its
 * times are UTC. The owner starts again at page one on either change. `filters`: the owner's further controls, after
 * the search (the escalation table's priority).
 */
export const CaseTableToolbar = <View extends string>({
  views,
  view,
  onView,
  q,
  onSearch,
  searchPlaceholder,
  filters,
}: {
  views: { value: View; label: string }[];
  view: View;
  onView: (view: View) => void;
  q: string;
  onSearch: (q: string) => void;
  searchPlaceholder: string;
  /** More of the list's filters, after the search (CaseFilterInputs, the escalation table's priority). */
  filters?: ReactNode;
}) => (
  <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
    {/* Wide enough for the longest view to read whole once chosen (issue 24: "Company Inbound Cases Awaiting
        Action" was cut); the whole row on a phone. */}
    <Select
      label="Show"
      data={views}
      value={view}
      allowDeselect={false}
      onChange={(value) => {
        const chosen = views.find((option) => option.value === value);
        if (chosen) onView(chosen.value);
      }}
      w={{ base: '100%', xs: `calc(${String(longestLabel(views))}ch + 2.5rem)` }}
      rightSectionWidth={28}
    />
    <TextInput
      label="Search cases"
      placeholder={searchPlaceholder}
      value={q}
      onChange={(event) => {
        onSearch(event.currentTarget.value);
      }}
      w={{ base: '100%', xs: 280 }}
    />
    {filters}
    <Text size="xs" c="dimmed" ml="auto">
      All timestamps are in UTC.
    </Text>
  </Group>
);
