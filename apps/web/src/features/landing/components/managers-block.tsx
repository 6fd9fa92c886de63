import { List, Paper, Text, Title } from '@mantine/core';
import type { LandingAnswer } from '@casebridge/contract/landing';

type CompanyLandingAnswer = Extract<LandingAnswer, { type: 'company' }>;

/** H-016: the business manager and the key contacts (name, city, country code). */
export const ManagersBlock = ({
  manager,
  keyContacts,
}: {
  manager: CompanyLandingAnswer['manager'];
  keyContacts: CompanyLandingAnswer['key_contacts'];
}) => {
  if (manager === null && keyContacts.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="managers-heading">
      <Title order={2} size="h5" id="managers-heading" mb="xs">
        Your administrators
      </Title>
      {manager === null ? null : (
        <Text size="sm" mb="xs">
          Business manager: {manager.first_name} {manager.last_name}
        </Text>
      )}
      {keyContacts.length === 0 ? null : (
        <>
          <Text size="sm" fw={600}>
            Key contacts
          </Text>
          <List size="sm">
            {keyContacts.map((contact) => (
              <List.Item key={`${contact.first_name} ${contact.last_name} ${contact.city ?? ''}`}>
                {contact.first_name} {contact.last_name}
                {contact.city === null ? '' : `, ${contact.city}`}
                {contact.country_code === null ? '' : ` (${contact.country_code})`}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
};
