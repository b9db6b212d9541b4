/** /admin: the staff console's home, one entry per queue (ADR 090; the server's gate admits staff only). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ItemList, ItemRowLink, Stack, Text } from '#ds';
import { ConsoleFrame } from '../../features/admin/ConsoleFrame';
import { CONSOLE_SECTIONS } from '../../features/admin/sections';
import { requireStaff } from '../../features/admin/staff.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../../lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { role: requireStaff(context).staffRole };
}

export default function ConsoleOverview() {
  const { role } = useLoaderData<typeof loader>();
  return (
    <ConsoleFrame title="Staff Console">
      <Text tone="muted">Signed in as {role === 'admin' ? 'an admin' : 'a moderator'}.</Text>
      <ItemList label="Queues" gap="small">
        {CONSOLE_SECTIONS.map((section) => (
          <li key={section.href}>
            <ItemRowLink href={section.href}>
              <Stack gap="xsmall">
                <Text weight="semibold">{section.label}</Text>
                <Text size="sm" tone="muted">
                  {section.description}
                </Text>
              </Stack>
            </ItemRowLink>
          </li>
        ))}
      </ItemList>
    </ConsoleFrame>
  );
}
