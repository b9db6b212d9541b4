/**
 * The toy line in the live room (issue 22 point 5), for everyone: "Vibrating: level 3 for 10 s"
 * while a level runs (the tipper's name when asked), nothing otherwise. The creator also sees the
 * toy's failure, once, with a way to dismiss it; the queue goes on without the toy.
 */
import { Box, Button, StatusPill, Text } from '#ds';
import type { LiveToyEvent } from '../../../../common/live';

export interface ToyStatusProps {
  /** The level running now (useToyPlaying / useToyDriver(...).running), or null. */
  toy: LiveToyEvent | null;
  /** Name the tipper ("from Ana"). */
  showTipper?: boolean;
  /** The creator's room: the toy's first failure (useToyDriver(...).error). */
  error?: string | null;
  onDismissError?: () => void;
}

export function toyStatusText(toy: LiveToyEvent, showTipper = false): string {
  const text = `Vibrating: level ${toy.level} for ${toy.seconds} s`;
  return showTipper ? `${text}, from ${toy.from.nick_name || toy.from.user_name}` : text;
}

export function ToyStatus({ toy, showTipper = false, error = null, onDismissError }: ToyStatusProps) {
  return (
    <Box display="flex" flexWrap="wrap" gap="small" alignItems="center">
      {/* A polite live region, always there (empty when idle) so screen readers hear each level as it starts. */}
      <span role="status">{toy && <StatusPill tone="accent">{toyStatusText(toy, showTipper)}</StatusPill>}</span>
      {error && (
        <Box display="flex" gap="small" alignItems="center">
          <Text size="sm" tone="danger">
            <span role="alert">{error}</span>
          </Text>
          {onDismissError && (
            <Button variant="ghost" size="sm" onPress={onDismissError}>
              Dismiss
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
