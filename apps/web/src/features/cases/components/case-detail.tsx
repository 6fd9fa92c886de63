import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CaseDetailsAnswer } from '@casebridge/contract/cases';
import { pathTo } from '@/config/paths';
import { useCameFrom } from '@/lib/came-from';
import { CaseControls } from './case-controls';
import { CaseFacts } from './case-facts';
import { CaseStatusBlock } from './case-status-block';
import { EscalationInstructions } from './escalation-instructions';

/** caller and admin: a party's pages; super_admin: the console's read-only view of any case (S-008, X-047). */
export type CaseDetailVariant = 'caller' | 'admin' | 'super_admin';

/** C-041: outbound when the viewer's company sent the case, inbound otherwise; for no party, both companies. */
export const caseDetailTitle = ({ case: c, viewer }: CaseDetailsAnswer): string => {
  if (viewer.party === 'submitter') return `Case Details — Outbound to ${c.receiver.name}`;
  if (viewer.party === 'receiver') return `Case Details — Inbound from ${c.company.name}`;
  return `Case Details — ${c.company.name} to ${c.receiver.name}`;
};

/** Where the page's breadcrumb leads back to when it was not opened from a list (an emailed link, a bookmark). */
const defaultBack = {
  caller: { path: 'my-cases', label: 'My Cases' },
  admin: { path: 'admin.reports', label: 'Reports' },
  super_admin: { path: 'super_admin.dashboard', label: 'Dashboard' },
} as const;

type Props = {
  answer: CaseDetailsAnswer;
  variant: CaseDetailVariant;
  /** The activity stream and the files (CaseActivity, CaseFiles), composed by the route. */
  feed?: ReactNode;
};

/**
 * C-039..C-049: the case detail of /my-cases/{token} (caller) and /admin/case/{token} (admin): header, the case on
 * the left, the block by status on the right, then the escalation instructions and the Collaboration Feed. S-008:
 * the console's /super_admin/cases/{case_id} shows the admin's view without its controls.
 */
export const CaseDetailView = ({ answer, variant, feed }: Props) => {
  const { case: c } = answer;
  const admin = variant === 'admin';
  const instructions = c.document.version.escalation_instructions;
  const showInstructions = variant !== 'caller' || (instructions !== null && instructions.trim() !== '');
  // Issue 24: back to the list the page was opened from (its filters kept), else the variant's own list.
  const back = useCameFrom() ?? { to: pathTo(defaultBack[variant].path), label: defaultBack[variant].label };
  return (
    <Stack gap="lg">
      {/* A trail that wraps on a phone (Mantine's Breadcrumbs keep each crumb on one line). */}
      <Text component="nav" aria-label="Breadcrumb" size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
        <Text span c="dimmed" mx={8} aria-hidden="true">
          /
        </Text>
        <span>
          #{c.internal_case_number ?? '—'} — {c.summary}
        </span>
      </Text>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1}>{caseDetailTitle(answer)}</Title>
          <Text size="sm">
            CaseBridge case number{' '}
            <Text span fw={700} ff="monospace" data-testid="network-case-number">
              {c.network_case_number}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            All timestamps are in UTC.
          </Text>
        </div>
        {admin ? <CaseControls answer={answer} /> : null}
      </Group>
      <Grid gap="lg">
        {/* On a phone the status block (whom the case waits on, the next step) comes before the details. */}
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Paper withBorder p="md" radius="md" component="section" aria-label="Case details">
            <CaseFacts c={c} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <CaseStatusBlock c={c} viewer={answer.viewer} variant={variant === 'caller' ? 'caller' : 'admin'} />
            {variant === 'caller' ? <CaseControls answer={answer} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
      {showInstructions ? (
        <EscalationInstructions html={instructions} networkCaseNumber={c.network_case_number} />
      ) : null}
      {feed}
    </Stack>
  );
};
