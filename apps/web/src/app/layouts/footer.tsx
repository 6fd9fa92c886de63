import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { footerLinks, logoServiceCredit } from '@/config/links';

/** A-008, D-011: How it Works, Security, Privacy Policy, the association site, What's new, and the logo service's credit. */
export const Footer = ({ productName, logoServiceUrl }: { productName: string; logoServiceUrl: string | null }) => {
  const credit = logoServiceCredit(logoServiceUrl);
  return (
    <Box component="footer" mt="xl" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl" py="lg">
        <Group justify="space-between" gap="md">
          <Group component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Footer">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Anchor href={link.href} target="_blank" rel="noopener noreferrer" size="sm">
                  {link.label}
                </Anchor>
              </li>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            {productName}
            {credit === null ? null : (
              <>
                {' · '}
                <Anchor href={credit.href} target="_blank" rel="noopener noreferrer" size="sm" inherit>
                  {credit.label}
                </Anchor>
              </>
            )}
          </Text>
        </Group>
      </Container>
    </Box>
  );
};
