/** What the author of a hidden post sees on it (ADR 092): hidden by moderation, why, and for a takedown the way to counter. */
import { Box, Stack, Text, TextLink } from '#ds';
import { counterNoticePath, type HiddenInfo } from '../../../common/moderation-lists';

export function HiddenNotice({ hidden }: { hidden: HiddenInfo }) {
  return (
    <Box paddingX="medium">
      <Box padding="small" borderRadius="small" background="surfaceRaised" role="note" aria-label="Hidden by moderation">
        <Stack gap="xsmall">
          <Text weight="semibold" tone="danger">
            {hidden.kind === 'dmca' ? 'Hidden after a copyright notice: only you can see this post' : 'Hidden by moderation: only you can see this post'}
          </Text>
          <Text size="sm">Reason: {hidden.reason}</Text>
          {hidden.notice_id !== null && <TextLink href={counterNoticePath(hidden.notice_id)}>Send a counter-notice</TextLink>}
        </Stack>
      </Box>
    </Box>
  );
}
