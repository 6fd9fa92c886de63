import type { ReactNode } from 'react';
import { Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { CompanySearch } from './company-search';

/** The main host's home: what the product is, a sign-in form, and the company search (H-001). */
export const MainHome = ({ productName, loginForm }: { productName: string; loginForm: ReactNode }) => (
  <Grid gap="xl">
    <Grid.Col span={{ base: 12, md: 7 }}>
      <Stack gap="md">
        <Title order={1}>Collaborate with your partners&apos; support teams</Title>
        <Text size="lg">
          {productName} connects the support organisations of software and hardware vendors. Find the partner company or
          department behind a problem, send a collaboration case through the process they publish, and work it together
          until it is solved.
        </Text>
        <List spacing={4}>
          <List.Item>Each partner&apos;s process decides what a case asks for, so it arrives complete.</List.Item>
          <List.Item>Partners accept, ask for information or decline from an emailed link or their portal.</List.Item>
          <List.Item>Company admins manage users, processes and partner groups; reports show the traffic.</List.Item>
        </List>
        <CompanySearch />
      </Stack>
    </Grid.Col>
    <Grid.Col span={{ base: 12, md: 5 }}>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="sign-in-heading">
        <Title order={2} size="h3" id="sign-in-heading" mb="md">
          Sign in
        </Title>
        {loginForm}
      </Paper>
    </Grid.Col>
  </Grid>
);
