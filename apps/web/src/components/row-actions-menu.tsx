import { Link } from 'react-router';
import { Button, Menu } from '@mantine/core';

export type RowAction = {
  /** The item's name, a verb and its object ("Delete user"): never an icon alone. */
  label: string;
  /** A destructive item is red; its onClick asks with confirmAction before it acts. */
  danger?: boolean;
} & ({ onClick: () => void } | { to: string });

const Chevron = () => (
  <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M6 9l6 6 6-6" />
  </svg>
);

/**
 * Issue 24 §4: a row's actions in an "Actions" menu of named items, so a destructive one is never a bare icon
 * beside every row. `subject` names the row for a screen reader ("Actions for Jane Doe").
 */
export const RowActionsMenu = ({ subject, actions }: { subject: string; actions: RowAction[] }) => {
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-xs" variant="default" rightSection={<Chevron />} aria-label={`Actions for ${subject}`}>
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) =>
          'to' in action ? (
            <Menu.Item key={action.label} component={Link} to={action.to}>
              {action.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={action.label} color={action.danger ? 'red' : undefined} onClick={action.onClick}>
              {action.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
