/** /notifications as a view: the list (newest first, unread marked), its empty state, and the push switch. */
import { Avatar, Box, Button, DateTime, EmptyState, Heading, ItemList, ListRow, Stack, StatusPill, Text, visuallyHidden } from '#ds';
import { PRODUCT_NAME } from '../../../common/brand';
import { NOTIFY_TYPE, type NotificationItem } from '../../../common/notifications';
import type { PushState } from './push-client';

export type NotificationListItem = NotificationItem & { meta?: { tokens?: number; conversation_id?: number } };

/** A short label of the notification's kind (spec section 3 types). */
export function typeLabel(notifyType: number): string {
  switch (notifyType) {
    case NOTIFY_TYPE.ChatUnlocked:
      return 'Unlock';
    case NOTIFY_TYPE.ChatPaid:
    case NOTIFY_TYPE.Chat:
      return 'Message';
    case NOTIFY_TYPE.Live:
      return 'Live';
    case NOTIFY_TYPE.LiveStartsIn3Minutes:
      return 'Live soon';
    case NOTIFY_TYPE.PrePaymentFailed:
    case NOTIFY_TYPE.PaymentFailed:
      return 'Payment';
    case NOTIFY_TYPE.Tip:
      return 'Tip';
    case NOTIFY_TYPE.NewMember:
      return 'Member';
    case NOTIFY_TYPE.HostApplication:
      return 'Host application';
    default:
      return 'Notification';
  }
}

export interface NotificationsViewProps {
  items: NotificationListItem[];
  hasMore: boolean;
  loadingMore?: boolean;
  unread: number;
  markingRead?: boolean;
  error?: string;
  push: PushState;
  pushBusy?: boolean;
  /** What happened after the last press of "Enable push notifications". */
  pushMessage?: string;
  onLoadMore: () => void;
  onMarkAllRead: () => void;
  onOpen: (item: NotificationListItem) => void;
  onEnablePush: () => void;
}

function PushPanel({ push, busy, message, onEnable }: { push: PushState; busy?: boolean; message?: string; onEnable: () => void }) {
  return (
    <Box background="surface" borderRadius="medium" padding="medium">
      <Stack gap="small">
        {push === 'granted' ? (
          <Text tone="success" size="sm">
            Push notifications are on for this browser.
          </Text>
        ) : push === 'denied' ? (
          <Text tone="muted" size="sm">
            Push notifications are blocked for this site. Allow them in your browser&apos;s site settings to get them.
          </Text>
        ) : push === 'unsupported' ? (
          <Text tone="muted" size="sm">
            This browser cannot receive push notifications.
          </Text>
        ) : (
          <>
            <Text size="sm">Get notified when you are away, even with this page closed.</Text>
            <div>
              <Button size="sm" icon="bell" loading={busy} onPress={onEnable}>
                Enable push notifications
              </Button>
            </div>
          </>
        )}
        {message && (
          <Text tone="danger" size="sm">
            <span role="alert">{message}</span>
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/** Who did what, in words (the notification's title), with their avatar (the product's mark for a notice from us, not the title's initials); the detail, the coins and the time on the right; unread marked "New". */
function Row({ item, onOpen }: { item: NotificationListItem; onOpen: (item: NotificationListItem) => void }) {
  const title = item.content.title;
  const row = (
    <ListRow
      href={item.link ?? undefined}
      label={item.link ? `${title}${item.read ? '' : ', new'}` : undefined}
      leading={<Avatar src={item.content.avatar} name={item.content.avatar ? title : PRODUCT_NAME} size="medium" decorative />}
      title={
        <Text as="span" weight={item.read ? 'regular' : 'semibold'}>
          {title}
        </Text>
      }
      description={[typeLabel(item.notify_type), item.content.summary].filter(Boolean).join(' · ')}
      meta={
        <>
          {!item.read && <StatusPill tone="accent">New</StatusPill>}
          {/* Date and time on two short lines, so the who-and-what keeps the width on a phone (the coins are in the summary). */}
          <Text size="xs" tone="muted" as="span">
            <DateTime value={item.created_at} format="date" />
          </Text>
          <Text size="xs" tone="muted" as="span">
            <DateTime value={item.created_at} format="time" />
          </Text>
        </>
      }
    />
  );
  return (
    <li data-testid="notification-item" data-unread={!item.read || undefined} onClickCapture={item.link ? () => onOpen(item) : undefined}>
      {row}
    </li>
  );
}

export function NotificationsView(props: NotificationsViewProps) {
  const { items, hasMore, loadingMore, unread, markingRead, error, push, pushBusy, pushMessage, onLoadMore, onMarkAllRead, onOpen, onEnablePush } = props;
  return (
    <Stack gap="large">
      <PushPanel push={push} busy={pushBusy} message={pushMessage} onEnable={onEnablePush} />
      {error && (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      )}
      {items.length === 0 ? (
        <EmptyState icon="bell" title="No notifications yet" description="Tips, lives and payment news will show up here." />
      ) : (
        <section aria-labelledby="notifications-title">
          <Heading level={2} id="notifications-title">
            <span className={visuallyHidden}>All notifications</span>
          </Heading>
          <Box display="flex" justifyContent="space-between" alignItems="center">
            <Text as="span" size="sm" tone="muted">
              {unread > 0 ? `${unread} unread` : 'All read'}
            </Text>
            {unread > 0 && (
              <Button size="sm" variant="ghost" loading={markingRead} onPress={onMarkAllRead}>
                Mark all as read
              </Button>
            )}
          </Box>
          <ItemList label="Notifications, newest first" gap="xxsmall">
            {items.map((item) => (
              <Row key={item.id} item={item} onOpen={onOpen} />
            ))}
          </ItemList>
          {hasMore && (
            <Button variant="secondary" fullWidth loading={loadingMore} onPress={onLoadMore}>
              Show older
            </Button>
          )}
        </section>
      )}
    </Stack>
  );
}
