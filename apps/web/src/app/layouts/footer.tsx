import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { footerLinks, logoProviderCredit } from '@/config/links';

/** How it Works, Security, Privacy Policy, the association site, What's new, and the logo credit. */
export const Footer = ({ productName }: { productName: string }) => (
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
          {productName} ·{' '}
          <Anchor href={logoProviderCredit.href} target="_blank" rel="noopener noreferrer" size="sm" inherit>
            {logoProviderCredit.label}
          </Anchor>
        </Text>
      </Group>
    </Container>
  </Box>
);
