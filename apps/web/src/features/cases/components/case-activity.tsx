import type { ReactNode } from 'react';
import { Alert, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { CaseActivityEntry, CaseActivityKind } from '@casebridge/contract/case-activity';
import { DateTime } from '@/components/date-time';
import { QueryBoundary } from '@/components/query-boundary';
import { SafeHtml } from '@/components/safe-html';
import { StatusBadge } from '@/components/status-badge';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { downloadCaseFile } from '../api/case-feed';
import { useCaseActivity } from '../api/get-case-activity';
import { AddNoteForm, FEED_SSO_MESSAGE } from './case-feed';
import { Field } from './field';
import { ResponseFields } from './response-fields';

export const activityTitles = {
  submitted: 'Case submitted',
  accepted: 'Accepted',
  information_requested: 'Information requested',
  information_provided: 'Information provided',
  rejected: 'Rejected',
  closed: 'Closed',
  note: 'Note',
  file: 'File uploaded',
  submission_updated: 'Submission details updated',
  response_updated: 'Engineer details updated',
} as const satisfies Record<CaseActivityKind, string>;

/** "Pat Lee, Globex Storage", or the company alone when nobody signed in acted (an emailed link). */
export const activityAuthor = ({ by }: CaseActivityEntry): string =>
  by.person === null ? by.company : `${by.person}, ${by.company}`;

const EntryBody = ({ entry, token }: { entry: CaseActivityEntry; token: string }): ReactNode => {
  if (entry.response) return <ResponseFields response={entry.response} sentAt={false} />;
  if (entry.note)
    return (
      <Stack gap={4}>
        {entry.note.summary ? (
          <Text size="sm" fw={500}>
            {entry.note.summary}
          </Text>
        ) : null}
        {entry.note.description ? <SafeHtml html={entry.note.description} /> : null}
      </Stack>
    );
  if (entry.file) {
    const file = entry.file;
    return (
      <Group gap="xs" wrap="wrap">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            downloadCaseFile(token, file.id).catch((error: unknown) => {
              showAlert({
                type: 'error',
                message: isApiError(error) ? error.message : 'The file could not be downloaded.',
              });
            });
          }}
        >
          {file.original_filename}
        </Button>
        {file.description ? (
          <Text size="sm" c="dimmed">
            {file.description}
          </Text>
        ) : null}
      </Group>
    );
  }
  if (entry.engineer_name !== null) return <Field label="Engineer">{entry.engineer_name}</Field>;
  return null;
};

const ActivityItem = ({ entry, token }: { entry: CaseActivityEntry; token: string }) => (
  <li>
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={`${activityTitles[entry.kind]}, ${activityAuthor(entry)}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {activityTitles[entry.kind]}
            </Text>
            {entry.status ? <StatusBadge status={entry.status.to} /> : null}
          </Group>
          <Text size="xs" c="dimmed">
            <DateTime iso={entry.at} /> UTC
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {activityAuthor(entry)}
        </Text>
        <EntryBody entry={entry} token={token} />
      </Stack>
    </Card>
  </li>
);

type Props = {
  token: string;
  /** The viewer's company has the Collaboration Feed (C-055): its notes are in the stream. */
  allowNotes: boolean;
  /** The server's answer: the viewer may add a note now (DECISIONS 21). */
  canAdd: boolean;
  onAdded: () => void;
  /** C-055: what a company admin may do about a feed its company lacks (the single-sign-on change request). */
  ssoRequest?: ReactNode;
};

/**
 * Issue 24 §2: the case's one activity stream under the spec's name, the Collaboration Feed, oldest first, so that it reads as the case's story and the note form
 * follows its latest entry: the submission, every status change with its response, the notes (C-054), the files and
 * the engineer changes, each with who (person and company) and when. Kept whatever the status.
 */
export const CaseActivity = ({ token, allowNotes, canAdd, onAdded, ssoRequest }: Props) => {
  const activity = useCaseActivity(token);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="case-activity">
      <Title order={2} id="case-activity" size="h4">
        Collaboration Feed
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Every step of the case, oldest first. Notes are removed after 30 days.
      </Text>
      <Stack gap="sm">
        <QueryBoundary query={activity} skeletonRows={4}>
          {({ activity: entries }) => (
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Case activity">
              {entries.map((entry) => (
                <ActivityItem key={entry.id} entry={entry} token={token} />
              ))}
            </Stack>
          )}
        </QueryBoundary>
        {allowNotes ? (
          canAdd ? (
            <>
              <Divider />
              <AddNoteForm token={token} onAdded={onAdded} />
            </>
          ) : null
        ) : (
          <Alert color="blue" variant="light">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{FEED_SSO_MESSAGE}</Text>
              {ssoRequest}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
};
