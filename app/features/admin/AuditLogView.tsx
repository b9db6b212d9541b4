/** The staff audit log, newest first: when, who, what to which subject, and why (read-only: nobody can edit it). */
import { Box, DateTime, EmptyState, ItemList, Stack, Text, TextLink } from '#ds';

export interface AuditEntryView {
  id: number;
  /** The staff member's user name, or null for the command line. */
  staff: string | null;
  action: string;
  subject: string;
  reason: string;
  at: string;
}

export function AuditLogView({ entries, olderHref }: { entries: AuditEntryView[]; olderHref: string | null }) {
  if (!entries.length) return <EmptyState title="No staff actions yet" description="Every action staff take is recorded here." />;
  return (
    <Stack gap="medium">
      <ItemList label="Staff actions" gap="small">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Box padding="medium" borderRadius="medium" background="surface">
              <Stack gap="xsmall">
                <Text weight="semibold">
                  {entry.action} · {entry.subject}
                </Text>
                <Text size="sm" tone="muted">
                  {entry.staff ? `@${entry.staff}` : 'Command line'} · <DateTime value={entry.at} />
                </Text>
                {entry.reason && <Text size="sm">Reason: {entry.reason}</Text>}
              </Stack>
            </Box>
          </li>
        ))}
      </ItemList>
      {olderHref && <TextLink href={olderHref}>Older entries</TextLink>}
    </Stack>
  );
}
