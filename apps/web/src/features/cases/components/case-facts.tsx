import type { ReactNode } from 'react';
import { Divider, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CaseDetail } from '@casebridge/contract/cases';
import type { RequirementSection } from '@casebridge/contract/enums';
import { DateTime } from '@/components/date-time';
import { PriorityBadge } from '@/components/priority-badge';
import { StatusBadge } from '@/components/status-badge';
import { phoneText } from '@/lib/phone';
import classes from './case-facts.module.css';
import { Field } from './field';

const sectionTitles = {
  common_customer_section: 'Customer',
  contact_section: 'Contact',
  problem_section: 'Problem',
} as const satisfies Record<RequirementSection, string>;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
/** C-042: the case's own details (summary, description, priority, references, engineer, customer data). */
export const CaseFacts = ({ c, waitingOn }: { c: CaseDetail; waitingOn?: ReactNode }) => (
  <Stack gap="md">
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Field label="Case #">{c.internal_case_number}</Field>
      <Field label="Partner case #">{c.partner_case_number}</Field>
      <Field label="Status">
        <StatusBadge status={c.status} />
        {waitingOn}
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

/** The rows of one section, in their order. */
const bySection = (rows: CaseDetail['customer_data']) =>
  (Object.keys(sectionTitles) as RequirementSection[])
    .map((section) => ({ section, rows: rows.filter((row) => row.section === section) }))
    .filter((group) => group.rows.length > 0);

/** C-042: the customer data, one key/value table per section (stacked on a phone, issue 24 §5). */
const CustomerData = ({ rows }: { rows: CaseDetail['customer_data'] }) => (
  <section aria-labelledby="customer-data-title">
    <Title order={3} size="h5" mb="xs" id="customer-data-title">
      Customer data
    </Title>
    {rows.length === 0 ? (
      <Text size="sm" c="dimmed">
        No customer data. It is removed one month after the case was submitted.
      </Text>
    ) : (
      <Stack gap="sm">
        {bySection(rows).map((group) => (
          <Table key={group.section} withTableBorder fz="sm" className={classes.keyValue}>
            <caption>{sectionTitles[group.section]}</caption>
            <Table.Tbody>
              {group.rows.map((row, index) => (
                <Table.Tr key={`${row.field}-${String(index)}`}>
                  <Table.Th scope="row">{row.field}</Table.Th>
                  <Table.Td>{row.value ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
      </Stack>
    )}
  </section>
);
