import { Stack, Text, Title } from '@mantine/core';
import type { LandingAnswer } from '@casebridge/contract/landing';
import { NotBuiltYetSection } from '@/components/not-built-yet';
import { SafeHtml } from '@/components/safe-html';

type GroupLandingAnswer = Extract<LandingAnswer, { type: 'group' }>;

/** H-004: a partner group's home (the full page with banner, Register Now and Helpful Links: O rows). */
export const GroupHome = ({ landing }: { landing: GroupLandingAnswer }) => (
  <Stack gap="lg">
    <div>
      <Title order={1}>{landing.group.name}</Title>
      {landing.company === null ? null : (
        <Text c="dimmed" size="sm">
          Sponsored by {landing.company.name}
        </Text>
      )}
    </div>
    {landing.group.instructions === null ? null : (
      <section aria-labelledby="about-heading">
        <Title order={2} size="h4" id="about-heading" mb="xs">
          About this Program
        </Title>
        <SafeHtml html={landing.group.instructions} />
      </section>
    )}
    <NotBuiltYetSection title="Register Now">
      <Text size="sm" mb={4}>
        Join the program with your work email.
      </Text>
    </NotBuiltYetSection>
    <NotBuiltYetSection title="Helpful Links" />
  </Stack>
);
