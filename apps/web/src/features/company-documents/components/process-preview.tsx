import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { requirementSectionOrder } from '@casebridge/contract/case-submission';
import type { CompanyDocument } from '@casebridge/contract/company-documents';
import type { RequirementSection } from '@casebridge/contract/enums';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Panel } from '@/components/panel';
import { SafeHtml } from '@/components/safe-html';

type Relation = CompanyDocument['group_relations'][number];

const relationColumns: DataTableColumn<Relation>[] = [
  { key: 'group', header: 'Group', cell: (row) => row.community_name, value: (row) => row.community_name },
  {
    key: 'department',
    header: 'Department',
    cell: (row) => row.department_name ?? 'None',
    value: (row) => row.department_name,
  },
];

/** M-030: the groups (and departments) in which partners reach the company through this process. */
export const AppliesToPanel = ({ document }: { document: CompanyDocument }) => (
  <Panel title="Applies To">
    <DataTable
      label="Applies to"
      columns={relationColumns}
      rows={document.group_relations}
      rowKey={(row) => `${String(row.community_id)}-${row.department_name ?? ''}`}
      defaultSort={{ key: 'group', direction: 'asc' }}
      minWidth={320}
      empty="No group uses this process yet: partners find it on your company's page in the directory."
    />
  </Panel>
);

const sectionTitles: Record<RequirementSection, string> = {
  common_customer_section: 'Customer',
  contact_section: 'Customer contact',
  problem_section: 'Problem details',
};

/** M-030: the fields partners fill in, by section, as the form asks them (read-only here). */
export const FieldsPreviewPanel = ({ document }: { document: CompanyDocument }) => {
  const { requirements } = document.version;
  const sections = requirementSectionOrder
    .map((section) => ({
      section,
      title:
        section === 'common_customer_section'
          ? (document.version.common_customer_section_title ?? sectionTitles[section])
          : sectionTitles[section],
      entries: requirements.filter((entry) => entry.section === section),
    }))
    .filter((section) => section.entries.length > 0);
  return (
    <Panel title="Fields">
      {sections.length === 0 ? (
        <Text size="sm" c="dimmed">
          This process asks for no fields beyond the engineer&apos;s contact details and the case itself.
        </Text>
      ) : (
        <Stack gap="sm">
          {sections.map((section) => (
            <div key={section.section}>
              <Title order={3} size="h6" mb={4}>
                {section.title}
              </Title>
              <List size="sm" spacing={4} aria-label={`${section.title} fields`}>
                {section.entries.map((entry) => (
                  <List.Item key={entry.requirement_id}>
                    {/* The badges move under a long label together, whole (a phone's width cut them short). */}
                    <Group gap="xs" wrap="wrap">
                      <Text size="sm">{entry.requirement.label}</Text>
                      <Group gap="xs" wrap="nowrap">
                        <Badge variant="light" color="gray" radius="sm" tt="none">
                          {entry.requirement.type}
                        </Badge>
                        {entry.required ? (
                          <Badge variant="light" color="blue" radius="sm" tt="none">
                            Required
                          </Badge>
                        ) : (
                          <Text span size="xs" c="dimmed">
                            Optional
                          </Text>
                        )}
                      </Group>
                    </Group>
                  </List.Item>
                ))}
              </List>
            </div>
          ))}
        </Stack>
      )}
    </Panel>
  );
};

/** M-030: the static document partners see (a default process), as they see it. */
export const StaticDocumentPanel = ({ document }: { document: CompanyDocument }) => (
  <Panel title="Static Document">
    {document.static_document ? (
      <SafeHtml html={document.static_document} />
    ) : (
      <Text size="sm" c="dimmed">
        This process has no static document: partners fill in the case form (see the sample case submission).
      </Text>
    )}
  </Panel>
);
