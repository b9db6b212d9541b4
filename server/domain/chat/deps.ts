/** What the chat functions need from the rest of the server, passed in by the composition root. */
import type { ChatMessageView, ConversationView } from '../../../common/chat';
import type { Database } from '../../db';
import type { MoneyConfig } from '../money';
import type { SessionUser } from '../sessions';

export type ChatMessage = ChatMessageView;
export type ConversationSummary = ConversationView;

/** The signed-up user acting in chat: the id, the name shown on their messages, the role (creators may price). */
export type ChatUser = Pick<SessionUser, 'user_id' | 'user_name' | 'nickname' | 'portrait' | 'user_role'>;

export interface ChatOptions {
  db: Database;
  /** Delivers a stored message to a user's sockets, with `mute` as that user sees the conversation. */
  deliver: (userId: number, message: ChatMessage & { mute: boolean }) => void;
  /** Whether `from` has spent on `to`: money's hasSpentOn (the one-statement send reads the same ledger fragment, spentOnSql). Left out, nobody has. */
  hasSpent?: (from: number, to: number) => Promise<boolean>;
  /** Whether the fan is a member of the creator (the membership issue answers it; until then nobody is). */
  isMember?: (fanId: number, creatorId: number) => Promise<boolean>;
  /** Paid messages and the allowance move coins through the ledger with these. */
  money?: MoneyConfig;
}

/** ChatOptions with the defaults filled in. */
export type ChatDeps = Required<Omit<ChatOptions, 'money'>> & Pick<ChatOptions, 'money'>;

export function chatDeps({ hasSpent = async () => false, isMember = async () => false, ...rest }: ChatOptions): ChatDeps {
  return { hasSpent, isMember, ...rest };
}

export function moneyConfig(deps: ChatDeps): MoneyConfig {
  if (!deps.money) throw new Error('chat: paid messages need the money config');
  return deps.money;
}
