import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import type { PartnerDocumentsAnswer, PartnerType } from '@casebridge/contract/case-submission';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { usePartnerDocuments } from '../api/get-partner-documents';
import type { PageUser } from '../utils/case-form-values';
import { DocumentLayout } from './document-layout';
import { partnerName } from './process-header';

type PageProps = { type: PartnerType; entityId: number; user: PageUser; onProfileUpdated: () => void };

const Documents = ({
  answer,
  user,
  onProfileUpdated,
}: Omit<PageProps, 'type' | 'entityId'> & { answer: PartnerDocumentsAnswer }) => {
  const [current, setCurrent] = useState(() => String(answer.documents[0]?.id ?? ''));
  const name = partnerName(answer.partner);
  if (answer.partner.is_own_company)
    return (
      <Alert color="yellow" title="This is your own company">
        You cannot send a case to your own company. Find a partner on the{' '}
        <Anchor component={Link} to={pathTo('dashboard')}>
          dashboard
        </Anchor>
        .
      </Alert>
    );
  const [only] = answer.documents;
  if (only === undefined)
    return (
      <Alert color="yellow" title="No process published">
        {name} has not published a process for collaboration cases yet. Contact them directly, or go back to the{' '}
        <Anchor component={Link} to={pathTo('dashboard')}>
          dashboard
        </Anchor>
        .
      </Alert>
    );
  if (answer.documents.length === 1)
    return <DocumentLayout document={only} answer={answer} user={user} onProfileUpdated={onProfileUpdated} />;
  return (
    <Tabs
      value={current}
      onChange={(value) => {
        if (value !== null) setCurrent(value);
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={`Processes of ${name}`} mb="md">
        {answer.documents.map((document) => (
          <Tabs.Tab key={document.id} value={String(document.id)}>
            {document.version.title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {answer.documents.map((document) => (
        <Tabs.Panel key={document.id} value={String(document.id)}>
          <DocumentLayout document={document} answer={answer} user={user} onProfileUpdated={onProfileUpdated} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
};

/** submit-case (/case/{type}/{entity_id}, C-001): the partner's processes and, for a form process, the case form. */
export const SubmitCasePage = ({ type, entityId, user, onProfileUpdated }: PageProps) => {
  const query = usePartnerDocuments(type, entityId);
  return (
    <Stack gap="lg">
      <QueryBoundary query={query} skeletonRows={10}>
        {(answer) => (
          <Stack gap="lg">
            <div>
              <Text size="sm" c="dimmed">
                New collaboration case
              </Text>
              <Title order={1}>{partnerName(answer.partner)}</Title>
            </div>
            <Documents answer={answer} user={user} onProfileUpdated={onProfileUpdated} />
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
};
