/** /user/creator_tools as a view: the creator's tools (posts, drafts, schedule, messages, money) and the vault below them. */
import type { ReactNode } from 'react';
import { Heading, ItemList, ItemRowLink, Stack, Text } from '#ds';

/** Where each tool lives (routes.manifest.ts). */
export const CREATOR_TOOLS = [
  { href: '/publish', label: 'New post', hint: 'Images and videos for everyone, pay-per-view or members' },
  { href: '/publish/drafts', label: 'Drafts', hint: 'Posts you saved for later' },
  { href: '/publish/schedule', label: 'Scheduled posts', hint: 'Posts that go out at a set time' },
  { href: '/mass/list', label: 'Mass messages', hint: 'One message to your followers or members' },
  { href: '/setting/paid_message', label: 'Paid messages', hint: 'What fans pay to message you' },
  { href: '/subs/subscribers', label: 'Subscribers', hint: 'Your members' },
  { href: '/pay/payout', label: 'Payout', hint: 'Your earnings and payouts' },
] as const;

export function CreatorToolsView({ vault, draftNum }: { vault: ReactNode; draftNum?: number }) {
  return (
    <Stack gap="xlarge">
      <nav aria-labelledby="tools-title">
        <Stack gap="medium">
          <Heading level={2} id="tools-title">
            Tools
          </Heading>
          <ItemList label="Creator tools">
            {CREATOR_TOOLS.map((tool) => (
              <li key={tool.href}>
                <ItemRowLink href={tool.href}>
                  <Stack gap="none">
                    <Text weight="semibold">{tool.href === '/publish/drafts' && draftNum ? `${tool.label} (${draftNum})` : tool.label}</Text>
                    <Text size="sm" tone="muted">
                      {tool.hint}
                    </Text>
                  </Stack>
                </ItemRowLink>
              </li>
            ))}
          </ItemList>
        </Stack>
      </nav>
      {vault}
    </Stack>
  );
}
