import type { ReactNode } from 'react';
import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import { pathOf } from '@casebridge/contract/endpoint';
import { resourcesGroupBanner, type LandingAnswer } from '@casebridge/contract/landing';
import { SafeHtml } from '@/components/safe-html';
import { Panel } from '@/components/panel';
import { ACCOUNT_DISABLED_MESSAGE } from './company-landing';

type GroupLandingAnswer = Extract<LandingAnswer, { type: 'group' }>;

/**
 * H-004, O-001: a partner program's home: its banner, 'About this Program', Register Now (the onboarding wizard's
 * email check, handed in), a contact for a test application and Helpful Links, all from the program's settings.
 * An inactive program says so instead of taking registrations (ADR 23).
 */
export const GroupHome = ({ landing, registerNow }: { landing: GroupLandingAnswer; registerNow: ReactNode }) => {
  const { group } = landing;
  return (
    <Stack gap="lg">
      <img
        src={pathOf(resourcesGroupBanner, { vhost: group.vhost })}
        alt={`${group.name} banner`}
        style={{ width: '100%', maxHeight: 200, objectFit: 'cover', borderRadius: 8, display: 'block' }}
      />
      <div>
        <Title order={1}>{group.name}</Title>
        {landing.company === null ? null : (
          <Text c="dimmed" size="sm">
            Sponsored by {landing.company.name}
          </Text>
        )}
      </div>
      {group.status === 'active' ? null : (
        <Alert color="red" variant="light" role="alert">
          {ACCOUNT_DISABLED_MESSAGE}
        </Alert>
      )}
      {group.instructions === null ? null : (
        <section aria-labelledby="about-heading">
          <Title order={2} size="h4" id="about-heading" mb="xs">
            About this Program
          </Title>
          <SafeHtml html={group.instructions} />
        </section>
      )}
      {group.status === 'active' ? (
        <Panel title="Register Now">
          {registerNow}
          {group.host_email === null ? null : (
            <Text size="sm" mt="sm">
              Want to try it first?{' '}
              <Anchor
                href={`mailto:${group.host_email}?subject=${encodeURIComponent(`${group.name}: test application`)}`}
              >
                Contact us for a test application
              </Anchor>
              .
            </Text>
          )}
        </Panel>
      ) : null}
      {group.links.length === 0 ? null : (
        <Panel title="Helpful Links">
          <List spacing={4} aria-label="Helpful Links">
            {group.links.map((link) => (
              <List.Item key={link.url}>
                <Anchor href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Panel>
      )}
    </Stack>
  );
};
