import { QueryBoundary } from '@/components/query-boundary';
import { useMe } from '@/features/auth/api/get-me';
import { MyApiKeysPage } from '@/features/integrations/components/my-api-keys-page';

/** profile.api-keys (/profile/api-keys, issue 27): an API user's own API keys. */
export const MyApiKeysRoute = () => (
  <QueryBoundary query={useMe()} skeletonRows={6}>
    {(me) => <MyApiKeysPage me={me} />}
  </QueryBoundary>
);
