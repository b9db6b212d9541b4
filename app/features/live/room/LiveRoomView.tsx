/**
 * The live room as it looks (issue 22), for the creator and for viewers: the stage with the top
 * bar, chat and actions, or one card for the states out of the room. Everything it does is a
 * callback or a slot (the gift sheet, the creator's controls, the toy's status), so stories show
 * every state without a server.
 */
import type { ReactNode } from 'react';
import {
  Button,
  ButtonLink,
  ChatComposer,
  coinsText,
  IconButton,
  LiveChatList,
  LiveNotice,
  LiveStage,
  LiveStateCard,
  LiveSummaryCard,
  LiveTopBar,
  Spinner,
} from '#ds';
import { ERRORS } from '../../../../common/errors';
import { LIVE_CHAT_TEXT_MAX } from '../../../../common/live';
import { durationText } from '../../calls/format';
import type { RoomPhase, RoomState } from './room-state';

export const REPLACED_TEXT = "You're watching this Live on another device.";
export const RECONNECTING_TEXT = 'The creator is reconnecting...';
export const ENDED_TEXT = 'This Live has ended';

export const creatorHref = (state: RoomState) => `/@${state.live.creator.user_name}`;
export const giftersHref = (liveId: number) => `/live/gifters?live_id=${liveId}`;
export const buyTicketLabel = (coins: number) => `Buy ticket · ${coinsText(coins)}`;

export interface LiveRoomViewProps {
  state: RoomState;
  phase: RoomPhase;
  /** The creator's own camera, or the received stream. */
  stream: MediaStream | null;
  /** Creator: the camera could not start ('denied' shows the permission text). */
  cameraProblem?: ReactNode;
  draft: string;
  onDraft: (text: string) => void;
  onSendChat: () => void;
  sending?: boolean;
  buying?: boolean;
  onBuyTicket: () => void;
  onShare: () => void;
  /** "Watch here": this device takes the room back. */
  onWatchHere: () => void;
  /** Leave (viewer) or the creator's way out (the controls end the live). */
  onClose: () => void;
  /** The gift and tip buttons with their sheets (viewers). */
  gifts?: ReactNode;
  /** The creator's controls button with its sheet. */
  controls?: ReactNode;
  /** The toys feature's status line (issue 22, toys): "Vibrating: level 3 for 10 s". */
  toyStatus?: ReactNode;
  /** The gift animation playing now (over everything). */
  animation?: ReactNode;
}

function OutOfRoom({ state, phase, buying, onBuyTicket, onWatchHere }: Pick<LiveRoomViewProps, 'state' | 'phase' | 'buying' | 'onBuyTicket' | 'onWatchHere'>) {
  const { live } = state;
  const name = live.creator.nick_name || live.creator.user_name;
  const card = { creatorName: name, creatorPortrait: live.creator.portrait || undefined };
  const home = <ButtonLink href="/home">Back to home</ButtonLink>;
  const profile = (
    <ButtonLink href={creatorHref(state)} variant="primary">
      {`View ${name}'s profile`}
    </ButtonLink>
  );
  switch (phase) {
    case 'ended': {
      if (live.entry !== 'creator')
        return (
          <LiveStateCard
            {...card}
            title={ENDED_TEXT}
            description={live.title}
            actions={
              <>
                {profile}
                {home}
              </>
            }
          />
        );
      const s = state.summary;
      if (!s) return <LiveStateCard {...card} title="Your Live has ended" description={<Spinner label="Loading the summary" />} actions={home} />;
      return (
        <LiveSummaryCard
          {...card}
          duration={durationText(s.duration_seconds)}
          viewers={s.viewers}
          gifters={s.gifters}
          newFollowers={s.new_followers}
          newMembers={s.new_members}
          coinsEarned={s.coins_earned}
          actions={
            <ButtonLink href="/home" variant="primary">
              Back to home
            </ButtonLink>
          }
        />
      );
    }
    case 'kicked':
      return <LiveStateCard {...card} title={ERRORS.LIVE_KICKED.message} actions={home} />;
    case 'replaced':
      return (
        <LiveStateCard
          {...card}
          title={REPLACED_TEXT}
          actions={
            <Button variant="primary" onPress={onWatchHere}>
              Watch here
            </Button>
          }
        />
      );
    case 'refused':
      return <LiveStateCard {...card} title={state.refused?.message ?? ''} actions={home} />;
    case 'scheduled':
      return <LiveStateCard {...card} title={ERRORS.LIVE_NOT_RUNNING.message} description={live.title} actions={profile} />;
    case 'needs_ticket':
      return (
        <LiveStateCard
          {...card}
          title={ERRORS.LIVE_TICKET_REQUIRED.message}
          description={live.title}
          actions={
            <Button variant="primary" loading={buying} onPress={onBuyTicket}>
              {buyTicketLabel(live.ticket_price)}
            </Button>
          }
        />
      );
    case 'room':
      return null;
  }
}

export function LiveRoomView(props: LiveRoomViewProps) {
  const { state, phase, stream } = props;
  const { live } = state;
  const name = live.creator.nick_name || live.creator.user_name;
  const creator = live.entry === 'creator';
  const inRoom = phase === 'room';
  const overlay = inRoom ? null : <OutOfRoom {...props} />;
  const running = live.state === 'running';
  const notice = inRoom && running && !creator && !live.publishing ? <LiveNotice>{RECONNECTING_TEXT}</LiveNotice> : (props.cameraProblem ?? null);
  return (
    <>
      <LiveStage
        label={`${name}'s Live`}
        creatorName={name}
        creatorPortrait={live.creator.portrait || undefined}
        stream={inRoom ? stream : null}
        own={creator}
        dataAttributes={{ 'data-live-phase': phase, 'data-live-entry': live.entry, 'data-publishing': String(live.publishing) }}
        top={
          <LiveTopBar
            creatorName={name}
            creatorPortrait={live.creator.portrait || undefined}
            creatorHref={creatorHref(state)}
            title={live.title}
            live={running}
            viewerCount={live.viewer_count}
            giftersHref={inRoom ? giftersHref(live.live_id) : undefined}
            close={!creator || !inRoom ? <IconButton icon="close" label="Leave the Live" variant="secondary" onPress={props.onClose} /> : null}
          />
        }
        notice={notice}
        overlay={overlay}
        toyStatus={props.toyStatus}
        chat={<LiveChatList items={state.chat.map((l) => ({ id: l.id, name: l.user.nick_name || l.user.user_name, text: l.text }))} muted={live.chat_muted} />}
        actions={
          <>
            {props.controls}
            {props.gifts}
            <IconButton icon="send" label="Share this Live" variant="secondary" onPress={props.onShare} />
          </>
        }
        composer={
          live.chat_muted && !creator ? null : (
            <ChatComposer
              label="Say something"
              placeholder="Say something..."
              value={props.draft}
              onChange={props.onDraft}
              onSend={props.onSendChat}
              canSend={props.draft.trim().length > 0}
              sending={props.sending}
              oneLine
              maxLength={LIVE_CHAT_TEXT_MAX}
            />
          )
        }
      />
      {props.animation}
    </>
  );
}
