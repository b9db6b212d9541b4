/**
 * /chatRoom (by activeContactId, or u1 and u2; the root guard checked the query): the
 * conversation, its last page and the creator's vault; the room's client logic is useChatRoom.
 */
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { ActionSheet, IconButton } from '#ds';
import { ERRORS } from '../../common/errors';
import { ChatRoomView } from '../features/chat/ChatRoomView';
import { actorOf, orRouteError, requireSignedUp } from '../features/session/access.server';
import { useChatRoom } from '../features/chat/useChatRoom';
import { VideoCallAction } from '../features/calls/VideoCallAction';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

const positiveId = (value: string | null) => (value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = requireSignedUp(context, request);
  const q = new URL(request.url).searchParams;
  const u1 = positiveId(q.get('u1'));
  const u2 = positiveId(q.get('u2'));
  const peerId = positiveId(q.get('activeContactId')) ?? (u1 === user.user_id ? u2 : u2 === user.user_id ? u1 : null);
  if (peerId === null) {
    // Only is_login (back from signing in): the list is where the conversations are.
    if (q.has('is_login') && !q.has('activeContactId') && !q.has('u1')) throw redirect('/message');
    throw data({ code: ERRORS.CHAT_USER_NOT_FOUND.code }, { status: 404 });
  }
  const { chat, media } = context.services;
  // A creator who blocks the visitor's location: 30023, as for one who does not exist (ADR 093).
  const actor = actorOf(context);
  const conversation = await orRouteError(chat.open(actor, { userId: peerId }));
  const history = await chat.history(actor, { conversation_id: conversation.conversation_id });
  const vault =
    user.user_role === 1
      ? (await media.vault(user.user_id, { limit: 30 })).list
          .filter((m) => m.kind === 1)
          .map(({ media_id, kind, file_name, poster_media_id, duration_ms }) => ({ media_id, kind, file_name, poster_media_id, duration_ms }))
      : [];
  return { me: user.user_id, creator: user.user_role === 1, conversation, history, vault };
}

export default function ChatRoom() {
  const { me, creator, conversation, history, vault } = useLoaderData<typeof loader>();
  const room = useChatRoom({ me, conversation, history });
  const [menuOpen, setMenuOpen] = useState(false);
  const { peer, allowance } = room;
  const name = peer.nickname || peer.user_name;
  return (
    <ScreenFrame title={name} actions={<IconButton icon="more" label="Chat options" onPress={() => setMenuOpen(true)} />}>
      <ChatRoomView
        me={me}
        peer={peer}
        messages={room.messages}
        pending={room.pending}
        hasEarlier={room.hasEarlier}
        loadingEarlier={room.loadingEarlier}
        onLoadEarlier={() => void room.loadEarlier()}
        allowance={allowance}
        draft={room.draft}
        onDraftChange={room.setDraft}
        onSend={() => void room.send()}
        sending={room.sending}
        unlocking={room.unlocking}
        onUnlock={(m) => void room.unlock(m)}
        creator={creator ? { price: room.price, onPriceChange: room.setPrice, vault } : undefined}
        attachments={{
          items: room.uploads.items,
          onAdd: room.uploads.add,
          onRetry: room.uploads.retry,
          onRemove: room.uploads.remove,
          onPick: room.pickFromVault,
        }}
        onUnblock={() => void room.setBlocked(false)}
        onRetry={(id) => void room.retry(id)}
        onDiscard={(id) => void room.discard(id)}
        retrying={room.retrying}
        error={room.error}
        callAction={
          // A creator peer: the viewer calls at the creator's price; a creator with a fan: the creator calls, the fan pays.
          peer.user_role === 1 ? (
            <VideoCallAction compact calleeId={peer.id} calleeName={name} callee="creator" />
          ) : creator ? (
            <VideoCallAction compact calleeId={peer.id} calleeName={name} callee="fan" />
          ) : undefined
        }
      />
      <ActionSheet
        open={menuOpen}
        onOpenChange={setMenuOpen}
        title="Chat options"
        actions={[
          { id: 'mute', label: room.muted ? 'Unmute this chat' : 'Mute this chat', onPress: () => void room.toggleMute() },
          allowance.blocked === 'by_me'
            ? { id: 'unblock', label: `Unblock ${name}`, onPress: () => void room.setBlocked(false) }
            : { id: 'block', label: `Block ${name}`, onPress: () => void room.setBlocked(true) },
        ]}
      />
    </ScreenFrame>
  );
}
