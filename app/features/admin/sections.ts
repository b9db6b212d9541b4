/** The staff console's sections (ADR 090), in the order staff work them. */
export const CONSOLE_SECTIONS = [
  { href: '/admin/applications', label: 'Host applications', description: 'Check identity documents; approve, or refuse with a reason.' },
  { href: '/admin/reports', label: 'Reports', description: 'Reports of users, posts and chat messages.' },
  { href: '/admin/dmca', label: 'DMCA notices', description: 'Takedown notices and counter-notices.' },
  { href: '/admin/payouts', label: 'Payouts held for review', description: 'Payouts waiting for a decision.' },
  { href: '/admin/users', label: 'Users', description: 'Find a user; suspend, ban or restore.' },
  { href: '/admin/audit', label: 'Audit log', description: 'Every staff action: who, what, when and why.' },
  { href: '/admin/app-usage', label: 'App installs and opens', description: 'Daily installs, and opens by mode and platform.' },
] as const;

export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number]['href'];
