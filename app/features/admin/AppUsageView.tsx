/** The installable app's daily counts (ADR 111): installs, opens by mode and platform, active users; newest day first. */
import { Box, ItemList, Stack, Text } from '#ds';
import type { AppUsageDay } from '../../../common/app-reports';

export function AppUsageView({ days }: { days: AppUsageDay[] }) {
  return (
    <Stack gap="medium">
      <Text size="sm" tone="muted">
        UTC days. An install is a user&apos;s first open of the installed app; opens count once per browser tab.
      </Text>
      <ItemList label="Days" gap="small">
        {days.map((d) => (
          <li key={d.day} data-day={d.day}>
            <Box padding="medium" borderRadius="medium" background="surface">
              <Stack gap="xsmall">
                <Text weight="semibold">{d.day}</Text>
                <Text size="sm">
                  Installs: {d.installs} · Opens in the app: {d.opensStandalone} · in a browser: {d.opensBrowser}
                </Text>
                <Text size="sm" tone="muted">
                  Desktop: {d.opensDesktop} · Mobile: {d.opensMobile} · Active users: {d.activeUsers}
                </Text>
              </Stack>
            </Box>
          </li>
        ))}
      </ItemList>
    </Stack>
  );
}
