import { useNavigate } from 'react-router';
import { pathTo } from '@/config/paths';
import { SsoSetupPage } from '@/features/sso/components/sso-setup-page';
import { flashAlert } from '@/lib/alerts';

/** /admin/company/sso (M-011..M-014): after a successful save the admin goes to the company page (M-013). */
export const SsoSetupRoute = () => {
  const navigate = useNavigate();
  return (
    <SsoSetupPage
      onSaved={(message) => {
        flashAlert({ type: 'success', message });
        void navigate(pathTo('admin.company'));
      }}
    />
  );
};
