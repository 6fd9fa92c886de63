import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Breadcrumbs, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CaseDetailsAnswer } from '@casebridge/contract/cases';
import { pathTo } from '@/config/paths';
import { CaseControls } from './case-controls';
import { CaseFacts } from './case-facts';
import { CaseStatusBlock } from './case-status-block';
import { EscalationInstructions } from './escalation-instructions';

export type CaseDetailVariant = 'caller' | 'admin';

/** C-041: outbound when the viewer's company sent the case, inbound otherwise. */
export const caseDetailTitle = ({ case: c, viewer }: CaseDetailsAnswer): string =>
  viewer.party === 'submitter'
    ? `Case Details — Outbound to ${c.receiver.name}`
    : `Case Details — Inbound from ${c.company.name}`;

type Props = {
  answer: CaseDetailsAnswer;
  variant: CaseDetailVariant;
  /** The Collaboration Feed and the files (CaseFeed, CaseFiles), composed by the route. */
  feed?: ReactNode;
};

/**
 * C-039..C-049: the case detail of /my-cases/{token} (caller) and /admin/case/{token} (admin): header, the case on
 * the left, the block by status on the right, then the escalation instructions and the Collaboration Feed.
 */
export const CaseDetailView = ({ answer, variant, feed }: Props) => {
  const { case: c } = answer;
  const admin = variant === 'admin';
  const instructions = c.document.version.escalation_instructions;
  const showInstructions = admin || (instructions !== null && instructions.trim() !== '');
  return (
    <Stack gap="lg">
      {admin ? (
        <Breadcrumbs>
          <Anchor component={Link} to={pathTo('admin.reports')}>
            Reports
          </Anchor>
          <Text size="sm">
            #{c.internal_case_number ?? '—'} — {c.summary}
          </Text>
        </Breadcrumbs>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1}>{caseDetailTitle(answer)}</Title>
          <Text size="sm" c="dimmed">
            All timestamps are in UTC.
          </Text>
        </div>
        {admin ? <CaseControls answer={answer} /> : null}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" radius="md" component="section" aria-label="Case details">
            <CaseFacts c={c} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <CaseStatusBlock c={c} viewer={answer.viewer} variant={variant} />
            {admin ? null : <CaseControls answer={answer} />}
          </Stack>
        </Grid.Col>
      </Grid>
      {showInstructions ? <EscalationInstructions html={instructions} /> : null}
      {feed}
    </Stack>
  );
};
