import { IntegrationsPage } from '@/features/integrations/components/integrations-page';

/** admin.integrations (/admin/integrations, issue 27): the company's API keys. */
export const AdminIntegrationsRoute = () => <IntegrationsPage />;
