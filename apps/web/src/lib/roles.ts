const titles: Partial<Record<string, string>> = {
  caller: 'Standard User',
  api: 'API User',
  program_manager: 'Program Manager',
  business_manager: 'Business Manager',
};

const titleCase = (name: string): string =>
  name
    .split(/[_\s-]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

/** the title shown for a role; roles without one are title-cased. */
export const roleTitle = (role: string): string => titles[role] ?? titleCase(role);
