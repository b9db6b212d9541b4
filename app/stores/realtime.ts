import { create } from 'zustand';
import { countsAsUnread, unreadTotalsOf } from '../../common/chat';

/** What the page needs of a chat_message to count it (spec sections 3 and 4). */
export interface IncomingChatMessage {
  conversation_id: number;
  sender: { id: number };
  msg_type: number;
  mute: boolean;
  has_spent: boolean;
}

/** Socket connection state and the unread counters of spec section 3 (TC, TN, SC, per conversation). */
export interface RealtimeState {
  online: boolean;
  TC: number;
  TN: number;
  SC: number;
  /** Unread messages per conversation id. */
  conversations: Record<number, number>;
  /** The conversation open on /chatRoom: its new messages are read as they arrive. */
  activeConversationId: number | null;
  setOnline: (online: boolean) => void;
  setCounters: (counters: { TC: number; TN: number; SC: number }) => void;
  setActiveConversation: (conversationId: number | null) => void;
  /** Per-conversation counts as the server reports them (the conversation list, or a read). */
  setConversationUnread: (counts: Record<number, number>) => void;
  /** A new message raises the counts only when not in the active conversation, not from me and not type 11; TC only when not muted; SC when has_spent. */
  receiveChatMessage: (message: IncomingChatMessage, me: number) => void;
  /** A realtime_notify with is_add: one more unread notification. */
  addUnreadNotification: () => void;
  /** TN as the server counts it (after marking notifications read). */
  setTN: (TN: number) => void;
}

export const useRealtimeStore = create<RealtimeState>((set) => ({
  online: false,
  TC: 0,
  TN: 0,
  SC: 0,
  conversations: {},
  activeConversationId: null,
  setOnline: (online) => set({ online }),
  setCounters: ({ TC, TN, SC }) => set({ TC, TN, SC }),
  setActiveConversation: (activeConversationId) => set({ activeConversationId }),
  setConversationUnread: (counts) => set((state) => ({ conversations: { ...state.conversations, ...counts } })),
  receiveChatMessage: (message, me) =>
    set((state) => {
      const counts = countsAsUnread(
        { conversation_id: message.conversation_id, sender_id: message.sender.id, msg_type: message.msg_type },
        me,
        state.activeConversationId,
      );
      if (!counts) return {};
      const raised = unreadTotalsOf({ unread: 1, spent: message.has_spent ? 1 : 0, muted: message.mute });
      return {
        TC: state.TC + raised.tc,
        SC: state.SC + raised.sc,
        conversations: { ...state.conversations, [message.conversation_id]: (state.conversations[message.conversation_id] ?? 0) + 1 },
      };
    }),
  addUnreadNotification: () => set((state) => ({ TN: state.TN + 1 })),
  setTN: (TN) => set({ TN: Math.max(0, TN) }),
}));
