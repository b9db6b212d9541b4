/**
 * /setting as a view: the settings that work, as links (creators also get paid messages), and
 * for creators the blocked locations below them.
 */
import type { ReactNode } from 'react';
import { Heading, ItemList, ItemRowLink, Stack, Text } from '#ds';

interface Entry {
  href: string;
  label: string;
  hint: string;
  creatorOnly?: boolean;
}

/** Where each setting lives (routes.manifest.ts). */
export const SETTINGS: readonly Entry[] = [
  { href: '/setting/adult_setting', label: 'Adult content', hint: 'The 18+ confirmation and blurring explicit media' },
  { href: '/setting/paid_message', label: 'Paid messages', hint: 'What fans pay to message you', creatorOnly: true },
  { href: '/manage/email/notification', label: 'Email notifications', hint: 'Which emails we send you' },
  { href: '/user/blocked', label: 'Blocked users', hint: 'People who cannot message you' },
  { href: '/manage/cards', label: 'Cards', hint: 'Your saved payment cards' },
  { href: '/user/account', label: 'Account', hint: 'Signed-in devices, log out, delete account' },
];

export function SettingsIndexView({ creator, blockedLocations }: { creator: boolean; blockedLocations?: ReactNode }) {
  return (
    <Stack gap="xlarge">
      <nav aria-label="Settings">
        <ItemList label="Settings">
          {SETTINGS.filter((s) => creator || !s.creatorOnly).map((entry) => (
            <li key={entry.href}>
              <ItemRowLink href={entry.href}>
                <Stack gap="none">
                  <Text weight="semibold">{entry.label}</Text>
                  <Text size="sm" tone="muted">
                    {entry.hint}
                  </Text>
                </Stack>
              </ItemRowLink>
            </li>
          ))}
        </ItemList>
      </nav>
      {creator && blockedLocations && (
        <section aria-labelledby="blocked-locations-title">
          <Stack gap="medium">
            <Heading level={2} id="blocked-locations-title">
              Blocked locations
            </Heading>
            {blockedLocations}
          </Stack>
        </section>
      )}
    </Stack>
  );
}
