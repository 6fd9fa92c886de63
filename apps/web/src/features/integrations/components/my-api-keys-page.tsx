import { Link } from 'react-router';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { grantableApiKeyScopes } from '@casebridge/contract/api-key-grants';
import { isCompanyAdmin } from '@casebridge/contract/access';
import type { MeAnswer } from '@casebridge/contract/auth';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { useApiKeys } from '../api/api-keys';
import { CreateKeyButton, KeysTable } from './integrations-page';

/** The API user's own keys: create one (its secret shown once) with the scopes the role grants, revoke one. */
const OwnKeys = ({ me }: { me: MeAnswer }) => (
  <QueryBoundary query={useApiKeys()} skeletonRows={6}>
    {(answer) => (
      <Panel title="Your API keys">
        <Stack gap="sm">
          <Text size="sm">
            Your ticketing system calls the case API (version 1) with one of your keys as a bearer token, and acts as
            you: it sees your company’s cases and what it does is recorded as yours. Your own keys read and work cases;
            a key that manages webhooks is given by a company admin. The API document of this site describes every call.
          </Text>
          <Group>
            <CreateKeyButton apiUsers={answer.api_users} scopes={grantableApiKeyScopes(me.user.role)} ownOnly />
          </Group>
          <KeysTable
            keys={answer.keys}
            showUser={false}
            empty="You have no API key yet. Create one for the tracker that will call the case API."
          />
        </Stack>
      </Panel>
    )}
  </QueryBoundary>
);

/**
 * Issue 27 §1, ADR 57: /profile/api-keys, an API user's own keys. A company admin manages every key of the company
 * under Admin > Integrations, and is sent there; other users have no keys.
 */
export const MyApiKeysPage = ({ me }: { me: MeAnswer }) => (
  <Stack gap="lg" maw={1100}>
    <Title order={1} size="h2">
      My API keys
    </Title>
    {me.user.role === 'api' ? (
      <OwnKeys me={me} />
    ) : isCompanyAdmin(me.user.role) ? (
      <Alert color="blue">
        Your company’s API keys, its API users’ own keys among them, are under{' '}
        <Anchor component={Link} to={pathTo('admin.integrations')}>
          Admin &gt; Integrations
        </Anchor>
        .
      </Alert>
    ) : (
      <Alert color="blue">
        Only API users have API keys. A company admin can make a user with the role API User for your tracker.
      </Alert>
    )}
  </Stack>
);
