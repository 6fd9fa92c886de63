import { Group, Paper, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { activeGroups, customKey, isShown, type RequirementEntry } from '@casebridge/contract/case-submission';
import type { CaseFormValues } from '../utils/case-form-values';
import { HelpHint } from './help-hint';
import { RequirementField } from './requirement-field';

export const FormSection = ({ title, help, children }: { title: string; help?: string; children: React.ReactNode }) => (
  <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
    <Group gap={4} mb="sm" wrap="nowrap">
      <Title order={2} size="h4">
        {title}
      </Title>
      {help === undefined ? null : <HelpHint flag={help} topic={title} />}
    </Group>
    {children}
  </Paper>
);

export type SectionEntries = {
  common_customer_section: RequirementEntry[];
  contact_section: RequirementEntry[];
  problem_section: RequirementEntry[];
};

/**
 * C-019..C-024: the customer, contact and problem sections of a process's requirements, each field shown while its
 * group is active. The submit page and the console's form designer preview (issue 25) render the same.
 */
export const RequirementSections = ({
  customerTitle,
  sections,
  form,
}: {
  customerTitle: string | null;
  sections: SectionEntries;
  form: UseFormReturnType<CaseFormValues>;
}) => {
  const entries = [...sections.common_customer_section, ...sections.contact_section, ...sections.problem_section];
  const active = activeGroups(entries, form.getValues());
  const visible = (list: RequirementEntry[]) => list.filter((entry) => isShown(entry, active));
  const shown = [
    { title: customerTitle ?? 'Customer', entries: visible(sections.common_customer_section) },
    { title: 'Customer contact', entries: visible(sections.contact_section) },
    { title: 'Problem details', entries: visible(sections.problem_section) },
  ].filter((section) => section.entries.some((entry) => entry.requirement.type !== 'hidden'));
  return shown.map((section) => (
    <FormSection key={section.title} title={section.title}>
      <Stack gap="sm">
        {section.entries.map((entry) => (
          <RequirementField key={customKey(entry.requirement_id)} entry={entry} form={form} />
        ))}
      </Stack>
    </FormSection>
  ));
};
