/**
 * /mass/list as a view (issue 20, "Rows, not forms"): each mass message as a row: a thumbnail of its
 * first media (or a chat icon), the first line of its text, its audience and delivery, the status
 * as a badge (Scheduled, Sending, Sent, Failed) and its time, which never wraps.
 */
import { Button, DateTime, EmptyState, ItemList, ListRow, RowThumb, Stack, StatusPill, type StatusPillTone, Text, TextLink, formatCount } from '#ds';
import { variantPath } from '../../../common/media';
import { MASS_AUDIENCE_LABEL, MASS_STATUS, type MassAudience, type MassMessageView } from '../../../common/mass';

/** What the list shows of a mass message (common/mass.ts). */
export type MassListItem = Omit<MassMessageView, 'media_ids' | 'status_string' | 'finished_at' | 'status'> & { status: number; media_ids?: number[] };

export interface MassListViewProps {
  list: MassListItem[];
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  /** The picture of a media id (stories give their own). */
  thumbOf?: (mediaId: number) => string;
}

const NEW_HREF = '/mass/sender';

const STATUS: Record<number, { label: string; tone: StatusPillTone }> = {
  [MASS_STATUS.Scheduled]: { label: 'Scheduled', tone: 'accent' },
  [MASS_STATUS.Sending]: { label: 'Sending', tone: 'neutral' },
  [MASS_STATUS.Successful]: { label: 'Sent', tone: 'success' },
  [MASS_STATUS.Failed]: { label: 'Failed', tone: 'danger' },
};

const firstLine = (body: string) =>
  body
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';

function delivery(m: MassListItem): string {
  const audience = MASS_AUDIENCE_LABEL[m.audience as MassAudience] ?? m.audience;
  const media = m.media_ids?.length ? ` · ${m.media_ids.length} media` : '';
  const price = m.price ? ` · ${formatCount(m.price)} coins` : '';
  if (m.status === MASS_STATUS.Scheduled) return `To ${audience}${media}${price}`;
  const failed = m.failed ? `, ${formatCount(m.failed)} not delivered` : '';
  return `To ${audience} · ${formatCount(m.sent)} of ${formatCount(m.total)} sent${failed}${media}${price}`;
}

export function MassListView({ list, hasMore, loadingMore = false, onLoadMore, thumbOf = (id) => variantPath(id, 160, 0) }: MassListViewProps) {
  if (list.length === 0) {
    return (
      <EmptyState
        icon="chat"
        title="No mass messages yet"
        description="Send one message to your followers, members or top spenders."
        action={<TextLink href={NEW_HREF}>New mass message</TextLink>}
      />
    );
  }
  return (
    <Stack gap="large">
      <TextLink href={NEW_HREF}>New mass message</TextLink>
      <ItemList label="Your mass messages" gap="xsmall">
        {list.map((m) => {
          const status = STATUS[m.status] ?? { label: m.status_label, tone: 'neutral' as const };
          const first = m.media_ids?.[0];
          return (
            <li key={m.id} data-testid="mass-row">
              <ListRow
                leading={<RowThumb src={first ? thumbOf(first) : null} icon="chat" />}
                title={firstLine(m.body) || (m.media_ids?.length ? 'Media only' : 'No text')}
                description={delivery(m)}
                meta={
                  <>
                    <StatusPill tone={status.tone}>{status.label}</StatusPill>
                    <Text as="span" size="xs" tone="muted">
                      <DateTime value={m.scheduled_at * 1000} format="date" />
                    </Text>
                    <Text as="span" size="xs" tone="muted">
                      <DateTime value={m.scheduled_at * 1000} format="time" />
                    </Text>
                  </>
                }
              />
            </li>
          );
        })}
      </ItemList>
      {hasMore && (
        <Button variant="secondary" loading={loadingMore} onPress={onLoadMore}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
