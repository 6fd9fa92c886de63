import { Link } from 'react-router';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { DirectoryEntry } from '@casebridge/contract/directory';
import { PartnerLogo } from '@/components/company-logo';
import { partnerLabel, submitCasePath } from '../utils/partners';

const entryKey = (entry: DirectoryEntry) => `${entry.type}-${String(entry.department_id ?? entry.company_id)}`;

/**
 * D-004..D-006, D-011: partners as the search lists them: the company's logo, type, company, department and tags; Collaborate (the submit page)
 * for a partner the company has access to, otherwise Send Invite (D-006).
 */
export const PartnerList = ({
  entries,
  onOpen,
  onInvite,
}: {
  entries: DirectoryEntry[];
  /** Called as the user opens a partner's submit page (D-008). */
  onOpen?: (entry: DirectoryEntry) => void;
  /** D-006: a partner without access offers Send Invite (the limited panel lists partners with access only). */
  onInvite?: (entry: DirectoryEntry) => void;
}) => (
  <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Partners">
    {entries.map((entry) => (
      <Group
        component="li"
        key={entryKey(entry)}
        justify="space-between"
        wrap="nowrap"
        gap="sm"
        py="xs"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <PartnerLogo slug={entry.company_slug} domain={entry.company_domain} name={entry.company_name} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Badge
                size="sm"
                variant="light"
                color={entry.type === 'company' ? 'blue' : 'grape'}
                style={{ flexShrink: 0 }}
              >
                {entry.type === 'company' ? 'Company' : 'Department'}
              </Badge>
              <Text size="sm" fw={600} truncate>
                {entry.company_name}
              </Text>
            </Group>
            {entry.department_name === null ? null : (
              <Text size="sm" truncate>
                {entry.department_name}
              </Text>
            )}
            {entry.tags.length === 0 ? null : (
              <Group gap={4} aria-label="Tags">
                {entry.tags.map(({ tag }) => (
                  <Badge key={tag} size="xs" variant="outline" color="gray" tt="none">
                    {tag}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Group>
        {entry.has_access ? (
          <Button
            component={Link}
            to={submitCasePath(entry)}
            size="xs"
            variant="light"
            aria-label={`Collaborate with ${partnerLabel(entry.company_name, entry.department_name)}`}
            onClick={() => onOpen?.(entry)}
            style={{ flexShrink: 0 }}
          >
            Collaborate
          </Button>
        ) : onInvite ? (
          <Button
            size="xs"
            variant="default"
            aria-label={`Send Invite to ${entry.company_name}`}
            style={{ flexShrink: 0 }}
            onClick={() => {
              onInvite(entry);
            }}
          >
            Send Invite
          </Button>
        ) : (
          <Badge size="sm" variant="light" color="gray" style={{ flexShrink: 0 }}>
            No access yet
          </Badge>
        )}
      </Group>
    ))}
  </Stack>
);
