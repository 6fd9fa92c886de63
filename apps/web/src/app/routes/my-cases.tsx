import { useMe } from '@/features/auth/api/get-me';
import { MyCasesPage } from '@/features/cases/components/my-cases-page';
import { isCompanyAdmin } from '@casebridge/contract/access';

/** my-cases (/my-cases, C-037, C-038). */
export const MyCasesRoute = () => {
  const me = useMe();
  return <MyCasesPage isAdmin={isCompanyAdmin(me.data?.user.role)} />;
};
