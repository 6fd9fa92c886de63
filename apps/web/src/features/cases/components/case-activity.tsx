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
import { type CaseActivitySource, useCaseActivity } from '../api/get-case-activity';
import { AddNoteForm } from './add-note-form';
import { Field } from './field';
import { ResponseFields } from './response-fields';

export const FEED_SSO_MESSAGE = 'Single Sign-On is required for the Collaboration Feed.';

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

/** The case token of a stream whose viewer may download its files (the signed-in parties), else null. */
type Download = string | null;

const EntryBody = ({ entry, download }: { entry: CaseActivityEntry; download: Download }): ReactNode => {
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
        {download === null ? (
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {file.original_filename}
          </Text>
        ) : (
          <Button
            variant="subtle"
            size="compact-sm"
            maw="100%"
            onClick={() => {
              downloadCaseFile(download, file.id).catch((error: unknown) => {
                showAlert({
                  type: 'error',
                  message: isApiError(error) ? error.message : 'The file could not be downloaded.',
                });
              });
            }}
          >
            {file.original_filename}
          </Button>
        )}
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

const ActivityItem = ({ entry, download }: { entry: CaseActivityEntry; download: Download }) => (
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
        <EntryBody entry={entry} download={download} />
      </Stack>
    </Card>
  </li>
);

type Props = {
  source: CaseActivitySource;
  /** A note was added: the page reloads its case (the stream's query sits under the case's). */
  onAdded?: () => void;
  /** C-055: what a company admin may do about a feed its company lacks (the single-sign-on change request). */
  ssoRequest?: ReactNode;
};

/**
 * Issue 24 §2: the case's one activity stream under the spec's name, the Collaboration Feed, on every page that shows
 * a case (the signed-in case page, the emailed links' pages, the console), oldest first, so that it reads as the
 * case's story and the note form follows its latest entry: the submission, every status change with its response,
 * the notes (C-054), the files and the engineer changes, each with who (person and company) and when. Kept whatever
 * the status. The server's answer says what the viewer sees and may do (the notes, Add Note, the downloads).
 */
export const CaseActivity = ({ source, onAdded, ssoRequest }: Props) => {
  const activity = useCaseActivity(source);
  const token = source.via === 'session' ? source.token : null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="case-activity">
      <Title order={2} id="case-activity" size="h4">
        Collaboration Feed
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Every step of the case, oldest first. Notes are removed after 30 days.
      </Text>
      <QueryBoundary query={activity} skeletonRows={4}>
        {({ activity: entries, viewer }) => (
          <Stack gap="sm">
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Case activity">
              {entries.map((entry) => (
                <ActivityItem key={entry.id} entry={entry} download={viewer.can_download_files ? token : null} />
              ))}
            </Stack>
            {!viewer.shows_notes ? (
              <Alert color="blue" variant="light">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{FEED_SSO_MESSAGE}</Text>
                  {ssoRequest}
                </Stack>
              </Alert>
            ) : viewer.can_add_note && token !== null ? (
              <>
                <Divider />
                <AddNoteForm token={token} onAdded={onAdded} />
              </>
            ) : null}
          </Stack>
        )}
      </QueryBoundary>
    </Card>
  );
};
