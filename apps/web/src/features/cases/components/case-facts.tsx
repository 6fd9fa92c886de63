import { Divider, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CaseDetail } from '@casebridge/contract/cases';
import type { RequirementSection } from '@casebridge/contract/enums';
import { DateTime } from '@/components/date-time';
import { PriorityBadge } from '@/components/priority-badge';
import { StatusBadge } from '@/components/status-badge';
import { phoneText } from '@/lib/phone';
import { Field } from './field';

const sectionTitles = {
  common_customer_section: 'Customer',
  contact_section: 'Contact',
  problem_section: 'Problem',
} as const satisfies Record<RequirementSection, string>;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
/** C-042: the case's own details (summary, description, priority, references, engineer, customer data). */
export const CaseFacts = ({ c }: { c: CaseDetail }) => (
  <Stack gap="md">
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Field label="Case #">{c.internal_case_number}</Field>
      <Field label="Partner case #">{c.partner_case_number}</Field>
      <Field label="Status">
        <StatusBadge status={c.status} />
      </Field>
      <Field label="Priority">
        <PriorityBadge priority={c.priority} />
      </Field>
      <Field label="Submitted">
        <DateTime iso={c.created_at} />
      </Field>
      <Field label="Process">{[c.document.name, c.department].filter(Boolean).join(' | ')}</Field>
    </SimpleGrid>
    <Field label="Summary">{c.summary}</Field>
    <Field label="Description">{c.description}</Field>
    <Divider />
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Field label="Engineer">{fullName(c.engineer.first_name, c.engineer.last_name)}</Field>
      <Field label="Engineer email">{c.engineer.email}</Field>
      <Field label="Engineer phone">{phoneText(c.engineer.phone, c.engineer.phone_country_code)}</Field>
      <Field label="Submitted by">{c.submit_contact.name}</Field>
    </SimpleGrid>
    <CustomerData rows={c.customer_data} />
  </Stack>
);

const CustomerData = ({ rows }: { rows: CaseDetail['customer_data'] }) => (
  <section aria-label="Customer data">
    <Title order={3} size="h5" mb="xs">
      Customer data
    </Title>
    {rows.length === 0 ? (
      <Text size="sm" c="dimmed">
        No customer data. It is removed one month after the case was submitted.
      </Text>
    ) : (
      <Table.ScrollContainer minWidth={360}>
        <Table withTableBorder fz="sm" aria-label="Customer data">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Section</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={`${row.section}-${row.field}-${String(index)}`}>
                <Table.Td>{sectionTitles[row.section]}</Table.Td>
                <Table.Td>{row.field}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.value ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )}
  </section>
);
