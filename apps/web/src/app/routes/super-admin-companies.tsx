import { Link, Navigate, useParams } from 'react-router';
import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { QueryBoundary } from '@/components/query-boundary';
import { documentTypes } from '@casebridge/contract/enums';
import { pathTo } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { ConsoleDocumentPage } from '@/features/company-documents/components/console-document-page';
import type { PreviewRenderer } from '@/features/company-documents/components/form-designer';
import { FormPreview } from '@/features/case-submission/components/form-preview';
import { SampleCaseSubmission } from '@/features/case-submission/components/sample-case-submission';
import { useConsoleDocumentSample } from '@/features/super-admin-companies/api/console-document-sample';
import { CompaniesPage } from '@/features/super-admin-companies/components/companies-page';
import { CompanyDetailPage } from '@/features/super-admin-companies/components/company-detail-page';
import { CompanyFormPage } from '@/features/super-admin-companies/components/company-form-page';
import { DepartmentsPage } from '@/features/super-admin-companies/components/departments-page';
import { ConsoleRegistrationPage } from '@/features/super-admin-companies/components/registration-page';
import { pathId, pathIdOrNew } from '@/lib/path-ids';

/** The company id of the path (0: a new one); anything else reads as no company (the API answers 404). */
const useCompanyId = (): number => pathIdOrNew(useParams().company_id) ?? -1;

/** super_admin.companies (/super_admin/companies, S-010). */
export const SuperAdminCompaniesRoute = () => <CompaniesPage />;

/** super_admin.companies.details (/super_admin/companies/{company_id}, S-012). */
export const SuperAdminCompanyRoute = () => {
  const companyId = useCompanyId();
  return <CompanyDetailPage key={companyId} companyId={companyId} />;
};

/** super_admin.companies.edit (/super_admin/companies/{company_id}/edit, S-015; 0 is a new company). */
export const SuperAdminCompanyEditRoute = () => {
  const companyId = useCompanyId();
  return <CompanyFormPage key={companyId} companyId={companyId} />;
};

/** super_admin.companies.registration (/super_admin/companies/{company_id}/registation, S-020). */
export const SuperAdminCompanyRegistrationRoute = () => {
  const companyId = useCompanyId();
  return <ConsoleRegistrationPage key={companyId} companyId={companyId} />;
};

/** super_admin.companies.departments (/super_admin/companies/{company_id}/departments, S-022..S-024). */
export const SuperAdminCompanyDepartmentsRoute = () => {
  const companyId = useCompanyId();
  return <DepartmentsPage key={companyId} companyId={companyId} />;
};

/**
 * super_admin.companies.inbound_process.test (/super_admin/companies/{company_id}/inbound_process/{id}/test, S-039): a
 * process of the company as its partners' submit page shows it, in sample mode (nothing is sent).
 */
export const SuperAdminProcessSampleRoute = () => {
  const companyId = useCompanyId();
  const documentId = pathId(useParams().id) ?? -1;
  const me = useMe();
  const sample = useConsoleDocumentSample(companyId, documentId);
  return (
    <QueryBoundary query={me} skeletonRows={10}>
      {({ user }) => (
        <QueryBoundary query={sample} skeletonRows={10} failedLevel="warning">
          {({ document, messages }) => (
            <Stack gap="lg">
              <Breadcrumbs>
                <Anchor component={Link} to={pathTo('super_admin.companies')}>
                  Companies
                </Anchor>
                <Anchor component={Link} to={pathTo('super_admin.companies.details', { company_id: companyId })}>
                  {document.company.name}
                </Anchor>
                <Text size="sm">Sample Case Submission</Text>
              </Breadcrumbs>
              <div>
                <Title order={1}>Sample Case Submission</Title>
                <Text c="dimmed">
                  {document.name}, as partners see it when they send {document.company.name} a case.
                </Text>
              </div>
              <SampleCaseSubmission document={document} messages={messages} user={user} />
            </Stack>
          )}
        </QueryBoundary>
      )}
    </QueryBoundary>
  );
};

/**
 * super_admin.documents.edit (/super_admin/companies/{company_id}/documents/{document_id}/edit/{type}, S-027..S-038):
 * document 0 is a new process of the type; any other type than the six is not a page.
 */
/** Issue 25: the designer's preview is the submit page's own rendering. */
const previewForm: PreviewRenderer = (fields, sample) => <FormPreview fields={fields} sample={sample} />;

export const SuperAdminDocumentEditRoute = () => {
  const companyId = useCompanyId();
  const params = useParams();
  const documentId = pathIdOrNew(params.document_id);
  const type = documentTypes.find((known) => known === params.type);
  if (documentId === null || type === undefined) return <Navigate to={pathTo('not-found')} replace />;
  return (
    <ConsoleDocumentPage
      key={`${String(companyId)}/${String(documentId)}/${type}`}
      companyId={companyId}
      documentId={documentId}
      type={type}
      preview={previewForm}
    />
  );
};
