/** "Your reports" as a view: each report, what it was about, the reason, and its outcome. */
import { Box, DateTime, EmptyState, Heading, ItemList, Stack, Text } from '#ds';
import { REPORT_OUTCOMES, REPORT_REASONS, type MyReport } from '../../../common/moderation';

const WHAT = { user: 'Account', post: 'Post', message: 'Chat message' } as const;

export function MyReportsView({ reports }: { reports: MyReport[] }) {
  if (!reports.length)
    return <EmptyState title="No reports" description="When you report a user, a post or a message, it is listed here with what we decided." />;
  return (
    <ItemList label="Your reports" gap="small">
      {reports.map((r) => (
        <li key={r.id}>
          <Box padding="medium" borderRadius="medium" background="surface">
            <Stack gap="xsmall">
              <Text weight="semibold">
                {WHAT[r.target_type]} of @{r.target_user_name}
              </Text>
              <Text size="sm">
                {REPORT_REASONS[r.reason]} · <DateTime value={r.created_at} />
              </Text>
              <Text size="sm" tone={r.status === 'open' ? 'muted' : 'accent'}>
                {REPORT_OUTCOMES[r.status]}
              </Text>
            </Stack>
          </Box>
        </li>
      ))}
    </ItemList>
  );
}

/** "Your reports" on /user/account (#reports: the reporters' notifications link here). */
export function MyReportsSection({ reports }: { reports: MyReport[] }) {
  return (
    <Box as="section" id="reports" aria-labelledby="reports-title" paddingTop="xlarge">
      <Stack gap="medium">
        <Heading level={2} id="reports-title">
          Your reports
        </Heading>
        <MyReportsView reports={reports} />
      </Stack>
    </Box>
  );
}
