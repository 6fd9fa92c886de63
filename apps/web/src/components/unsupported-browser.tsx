import { Container, List, Text, Title } from '@mantine/core';
import { supportedBrowsers } from '@/lib/browser';

/** shown instead of the app in Internet Explorer. */
export const UnsupportedBrowser = () => (
  <Container size="sm" py="xl" component="main">
    <Title order={1} mb="sm">
      Internet Explorer Not Supported.
    </Title>
    <Text mb="xs">Please open this page in one of these browsers:</Text>
    <List>
      {supportedBrowsers.map((browser) => (
        <List.Item key={browser}>{browser}</List.Item>
      ))}
    </List>
  </Container>
);
