/**
 * The creator's controls in the room (issue 22): the ticket price (the server's refusal of a third
 * change shown verbatim), mute the chat, the viewers with Kick and Give free access, End live.
 */
import { useState } from 'react';
import { Avatar, Button, ConfirmDialog, Dialog, Heading, IconButton, ItemList, ListRow, NumberField, Stack, Switch, Text, useToast } from '#ds';
import { COINS_MAX } from '../../../../common/money';
import type { LiveSummary, LiveView } from '../../../../common/live';
import { liveApi, type LiveViewer } from './live-api';

const ENTRY_TEXT: Record<LiveViewer['entry'], string> = {
  creator: 'Creator',
  free: 'Free entry',
  member: 'Member',
  granted: 'Free access',
  ticket: 'Ticket',
  needs_ticket: 'No ticket',
  kicked: 'Removed',
};

export const priceChangesText = (left: number) => (left === 1 ? '1 price change left' : `${left} price changes left`);

export interface LiveControlsProps {
  live: LiveView;
  onView: (live: LiveView) => void;
  onEnded: (summary: LiveSummary) => void;
  /** Stories: the viewers without a server. */
  loadViewers?: () => Promise<LiveViewer[]>;
}

export function LiveControls({ live, onView, onEnded, loadViewers }: LiveControlsProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState(live.ticket_price);
  const [priceError, setPriceError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [viewers, setViewers] = useState<LiveViewer[] | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [ending, setEnding] = useState(false);
  const id = live.live_id;

  const refreshViewers = () =>
    (loadViewers ?? (() => liveApi.viewers(id).then((r) => r.list)))()
      .then(setViewers)
      .catch(() => setViewers([]));

  const savePrice = async () => {
    setSaving(true);
    setPriceError(null);
    try {
      onView(await liveApi.setPrice(id, price));
      toast.show('Ticket price saved', { tone: 'success' });
    } catch (error) {
      setPriceError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  const act = async (viewer: LiveViewer, action: 'kick' | 'grant') => {
    try {
      await liveApi[action](id, viewer.id);
      toast.show(action === 'kick' ? `${viewer.nick_name || viewer.user_name} was removed` : `${viewer.nick_name || viewer.user_name} has free access`, {
        tone: 'success',
      });
      await refreshViewers();
    } catch {
      // The toast said why (the kick limit).
    }
  };

  const end = async () => {
    setEnding(true);
    try {
      onEnded(await liveApi.end(id));
      setConfirmEnd(false);
      setOpen(false);
    } catch {
      // The toast said why.
    } finally {
      setEnding(false);
    }
  };

  return (
    <>
      <IconButton
        icon="settings"
        label="Live controls"
        variant="secondary"
        onPress={() => {
          setOpen(true);
          setPrice(live.ticket_price);
          setPriceError(null);
          void refreshViewers();
        }}
      />
      <Dialog open={open} onOpenChange={setOpen} title="Live controls" showClose closeLabel="Close">
        <Stack gap="large">
          <Stack gap="small">
            <NumberField
              label="Ticket price (coins, 0 for free)"
              description={priceChangesText(live.price_changes_left)}
              value={price}
              onChange={setPrice}
              minValue={0}
              maxValue={COINS_MAX}
              isInvalid={priceError !== null}
              errorMessage={priceError ?? undefined}
            />
            <Button onPress={() => void savePrice()} loading={saving} disabled={price === live.ticket_price}>
              Save price
            </Button>
          </Stack>
          <Switch isSelected={live.chat_muted} onChange={(muted) => void liveApi.muteChat(id, muted).then(onView, () => undefined)}>
            Mute the chat
          </Switch>
          <Stack gap="small">
            <Heading level={3}>{`Viewers (${live.viewer_count})`}</Heading>
            {viewers === null ? null : viewers.length === 0 ? (
              <Text tone="muted">No one is watching yet.</Text>
            ) : (
              <ItemList label="Viewers">
                {viewers.map((v) => (
                  <li key={v.id}>
                    <ListRow
                      leading={<Avatar src={v.portrait || undefined} name={v.nick_name || v.user_name} size="small" decorative />}
                      title={v.nick_name || v.user_name}
                      description={ENTRY_TEXT[v.entry]}
                      meta={
                        <>
                          {v.entry === 'needs_ticket' || v.entry === 'ticket' ? (
                            <Button size="sm" aria-label={`Give free access to ${v.nick_name || v.user_name}`} onPress={() => void act(v, 'grant')}>
                              Give free access
                            </Button>
                          ) : null}
                          {v.entry !== 'kicked' && (
                            <Button size="sm" variant="danger" aria-label={`Kick ${v.nick_name || v.user_name}`} onPress={() => void act(v, 'kick')}>
                              Kick
                            </Button>
                          )}
                        </>
                      }
                    />
                  </li>
                ))}
              </ItemList>
            )}
          </Stack>
          <Button variant="danger" icon="hangUp" onPress={() => setConfirmEnd(true)}>
            End live
          </Button>
        </Stack>
      </Dialog>
      <ConfirmDialog
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
        title="End this Live?"
        description="Everyone watching will see that the Live has ended."
        confirmLabel="End live"
        tone="danger"
        loading={ending}
        keepOpenOnConfirm
        onConfirm={() => void end()}
      />
    </>
  );
}
