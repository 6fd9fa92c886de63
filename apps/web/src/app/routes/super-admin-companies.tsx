import { useParams } from 'react-router';
import { CompaniesPage } from '@/features/super-admin-companies/components/companies-page';
import { CompanyDetailPage } from '@/features/super-admin-companies/components/company-detail-page';
import { CompanyFormPage } from '@/features/super-admin-companies/components/company-form-page';
import { ConsoleRegistrationPage } from '@/features/super-admin-companies/components/registration-page';

/** The company id of the path; anything but a whole number reads as no company (the API answers 404). */
const useCompanyId = (): number => {
  const id = Number(useParams().company_id);
  return Number.isInteger(id) && id >= 0 ? id : -1;
};

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
