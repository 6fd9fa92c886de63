import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Breadcrumbs, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { DocsAndDepts, SuperAdminDepartment } from '@casebridge/contract/super-admin-companies';
import { departmentBody, departmentDeleteQuestion } from '@casebridge/contract/super-admin-departments';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useConsoleDepartments } from '../api/company-panels';
import { useDeleteDepartment, useDepartmentChoices, useSaveDepartment } from '../api/console-departments';
import { CompanyOrBack } from './company-detail-page';

const NONE = '';
const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const options = (rows: { id: number; name: string }[], none: string) => [
  { value: NONE, label: none },
  ...rows.map((row) => ({ value: String(row.id), label: row.name })),
];

type RowProps = {
  companyId: number;
  /** null: a row added with Add New, not saved yet. */
  department: SuperAdminDepartment | null;
  choices: DocsAndDepts;
  onSaved: () => void;
};

/**
 * S-023, S-024: one department as a row with its own Save (its field errors under its fields) and, once saved, its
 * delete after a confirmation.
 */
const DepartmentRow = ({ companyId, department, choices, onSaved }: RowProps) => {
  const save = useSaveDepartment(companyId);
  const remove = useDeleteDepartment(companyId);
  const { form, formProps } = useSchemaForm({
    schema: departmentBody,
    initialValues: {
      name: department?.name ?? '',
      description: department?.description ?? '',
      community_id: department?.community_id ?? null,
      contact_document_id: department?.contact_document_id ?? null,
      status: department?.status ?? 'active',
    },
    onSubmit: async (body) => {
      const answer = await save.mutateAsync({ departmentId: department?.id ?? 0, body });
      showAlert({ type: 'success', message: answer.message });
      form.resetDirty();
      onSaved();
    },
  });
  const label = department === null ? 'New department' : `Department ${department.name}`;
  const choice = (
    field: 'community_id' | 'contact_document_id',
    rows: { id: number; name: string }[],
    title: string,
  ) => {
    const value = form.getValues()[field];
    return (
      <Select
        {...form.getInputProps(field)}
        label={title}
        data={options(rows, 'None')}
        value={value === null ? NONE : String(value)}
        onChange={(next) => {
          form.setFieldValue(field, next ? Number(next) : null);
        }}
        allowDeselect={false}
        w={200}
      />
    );
  };
  const deleteDepartment = async () => {
    if (department === null) return;
    const confirmed = await confirmAction({
      title: 'Delete department',
      message: departmentDeleteQuestion(department.name),
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    // Awaited rather than a callback of mutate: the deleted row unmounts as the list reloads, and the message stays.
    try {
      const answer = await remove.mutateAsync(department.id);
      showAlert({ type: 'success', message: answer.message });
    } catch (error) {
      showAlert({
        type: 'warning',
        message: isApiError(error) ? error.message : 'The department could not be deleted.',
      });
    }
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <SchemaForm {...formProps} aria-label={label}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput {...form.getInputProps('name')} label="Name" required w={200} />
          <TextInput {...form.getInputProps('description')} label="Description" w={240} />
          {choice('community_id', choices.communities, 'Group')}
          {choice('contact_document_id', choices.documents, 'Process')}
          <Select {...form.getInputProps('status')} label="Status" data={statusOptions} allowDeselect={false} w={120} />
          <Group gap="xs" mt={25}>
            <Button type="submit" size="sm" loading={save.isPending}>
              Save
            </Button>
            {department === null ? null : (
              <Button
                variant="subtle"
                color="red"
                size="sm"
                loading={remove.isPending}
                onClick={() => {
                  void deleteDepartment();
                }}
              >
                Delete department
              </Button>
            )}
          </Group>
        </Group>
      </SchemaForm>
    </Paper>
  );
};

/**
 * S-022..S-024: super_admin.companies.departments (/super_admin/companies/{company_id}/departments): every department
 * of the company with its group, process and status, each row saved on its own; Add New adds an empty row on top.
 */
export const DepartmentsPage = ({ companyId }: { companyId: number }) => {
  const [drafts, setDrafts] = useState<number[]>([]);
  const departments = useConsoleDepartments(companyId);
  const choices = useDepartmentChoices(companyId);
  return (
    <CompanyOrBack companyId={companyId}>
      {(company) => (
        <Stack gap="md">
          <Breadcrumbs>
            <Anchor component={Link} to={pathTo('super_admin.companies')}>
              Companies
            </Anchor>
            <Anchor component={Link} to={pathTo('super_admin.companies.details', { company_id: company.id })}>
              {company.name}
            </Anchor>
            <Text size="sm">Departments</Text>
          </Breadcrumbs>
          <Group justify="space-between" align="flex-end">
            <div>
              <Title order={1}>{company.name} departments</Title>
              <Text c="dimmed">
                Partners can collaborate with a department through its own process. Each row saves on its own.
              </Text>
            </div>
            <Button
              onClick={() => {
                setDrafts((current) => [Date.now(), ...current]);
              }}
            >
              Add New
            </Button>
          </Group>
          <QueryBoundary query={choices} skeletonRows={4}>
            {(loadedChoices) => (
              <QueryBoundary query={departments} skeletonRows={4}>
                {(rows) => (
                  <Stack gap="sm">
                    {drafts.map((draft) => (
                      <DepartmentRow
                        key={draft}
                        companyId={company.id}
                        department={null}
                        choices={loadedChoices}
                        onSaved={() => {
                          setDrafts((current) => current.filter((other) => other !== draft));
                        }}
                      />
                    ))}
                    {rows.map((row) => (
                      <DepartmentRow
                        key={row.id}
                        companyId={company.id}
                        department={row}
                        choices={loadedChoices}
                        onSaved={() => undefined}
                      />
                    ))}
                    {rows.length === 0 && drafts.length === 0 ? (
                      <Text c="dimmed">No departments yet: partners reach {company.name} as a whole.</Text>
                    ) : null}
                  </Stack>
                )}
              </QueryBoundary>
            )}
          </QueryBoundary>
        </Stack>
      )}
    </CompanyOrBack>
  );
};
