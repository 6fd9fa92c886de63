import { useState } from 'react';
import { Button, Group, Select, Stack } from '@mantine/core';
import { FormModal } from '@/components/form-modal';
import { showAlert } from '@/lib/alerts';
import { isApiError, type FieldErrors } from '@/lib/api-client';
import { useAddGroupPartner } from '../api/add-group-partner';
import { useCompanyRelation } from '../api/get-company-relation';
import { CompanyPicker } from './company-picker';

type Props = { groupId: number; opened: boolean; onClose: () => void };

/**
 * S-058, 3 §5: a partner is a company, one of its departments (required when it has any) and a process; the process
 * choice stays disabled until the company (and its department, if it has any) is chosen.
 */
export const AddPartnerModal = ({ groupId, opened, onClose }: Props) => {
  const [company, setCompany] = useState<{ id: number; name: string } | null>(null);
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const choices = useCompanyRelation(company?.id ?? null);
  const add = useAddGroupPartner(groupId);
  const departments = choices.data?.departments ?? [];
  const documents = choices.data?.documents ?? [];
  const needsDepartment = departments.length > 0;
  const processReady = company !== null && choices.isSuccess && (!needsDepartment || departmentId !== null);

  const close = () => {
    setCompany(null);
    setDepartmentId(null);
    setDocumentId(null);
    setErrors({});
    onClose();
  };
  const submit = async () => {
    if (!company) {
      setErrors({ company_id: ['Choose a company.'] });
      return;
    }
    try {
      const answer = await add.mutateAsync({
        company_id: company.id,
        department_id: departmentId === null ? null : Number(departmentId),
        document_id: documentId === null ? null : Number(documentId),
      });
      showAlert({ type: 'success', message: answer.message });
      close();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setErrors(error.fieldErrors);
      else showAlert({ type: 'error', message: isApiError(error) ? error.message : 'The partner could not be added.' });
    }
  };

  return (
    <FormModal opened={opened} onClose={close} title="Add Partner" unsavedInput={company !== null}>
      <Stack
        component="form"
        aria-label="Add Partner"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <CompanyPicker
          label="Partner"
          required
          value={company}
          error={errors.company_id?.[0]}
          onChange={(picked) => {
            setCompany(picked);
            setDepartmentId(null);
            setDocumentId(null);
            setErrors({});
          }}
        />
        <Select
          label="Department"
          description={
            needsDepartment ? 'This company has departments: choose one.' : 'This company has no departments.'
          }
          required={needsDepartment}
          disabled={!needsDepartment}
          data={departments.map((d) => ({
            value: String(d.id),
            label: d.status === 'active' ? d.name : `${d.name} (inactive)`,
          }))}
          value={departmentId}
          error={errors.department_id?.[0]}
          onChange={setDepartmentId}
        />
        <Select
          label="Process"
          placeholder={processReady ? 'Choose a process' : 'Choose the partner first'}
          disabled={!processReady}
          clearable
          data={documents.map((d) => ({ value: String(d.id), label: d.name }))}
          value={documentId}
          error={errors.document_id?.[0]}
          onChange={setDocumentId}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add Partner
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
};
