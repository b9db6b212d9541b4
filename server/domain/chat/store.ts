/**
 * The one-statement send (ADR 076): a plain message between people who have talked before is
 * stored in one round trip. The statement repeats three rules in SQL for speed, each built from
 * its TypeScript owner: the pair order (pair.ts), the blocked pair (domain/blocks), whether a
 * message might cost something (allowance.ts); and the unread counters (unread.ts) are raised
 * here the way `totalsOf` counts them. Tests check each pair of definitions agrees.
 */
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db';
import { preparedSql } from '../../db/prepared';
import { conversationMembers, conversations, messages, sessions, unreadCounters, users } from '../../db/schema';
import { blockedBetweenSql } from '../blocks';
import { spentOnSql } from '../money';
import { liveSessionSql, type sessionParams } from '../sessions';
import { mightCostSql } from './allowance';
import type { ChatMessage } from './deps';
import { isPairSql } from './pair';
import { unreadStep } from './unread';

export interface StoreInput {
  to_user_id: number;
  client_id: string;
  msg_type: number;
  /** Trimmed. */
  body: string;
}

export interface Stored {
  row: typeof messages.$inferSelect;
  /** Whether the recipient muted the conversation. */
  mute: boolean;
  sender: ChatMessage['sender'];
}

/**
 * Stores the message in one statement: the conversation's clock (its row lock orders the
 * messages; the clock never goes backwards), the message with its has_spent flag, both
 * members' rows (the recipient's unread counts rise, not for notices) and the recipient's
 * totals (TC unless muted, SC for a spender). Stores nothing (null) when the conversation
 * does not exist yet or this client id was stored before; and, unless the caller has
 * `checked` them, when the recipient is not someone to write to, either one blocked the
 * other, or the message might cost something (a fan writing to a creator who charges).
 * The sender (`me`) is the user `me`, or, as `chat_store_session`, the user of a live
 * session (`liveSessionSql`, placeholders hash, graceStart, now) who has signed up.
 */
export async function storeMessage(
  runner: Tx | Database,
  checked: boolean,
  who: { me: number } | NonNullable<ReturnType<typeof sessionParams>>,
  input: StoreInput,
): Promise<Stored | null> {
  const bySession = !('me' in who);
  const { rows } = await preparedSql(runner as Database, bySession ? 'chat_store_session' : 'chat_store', () => {
    const [toP, clientIdP, unreadUpP] = ['to', 'clientId', 'unreadUp'].map((n) => sql.placeholder(n));
    const meId = sql`me.id`;
    const meRow = bySession
      ? sql`select u.id, u.user_role, u.user_name, u.nickname, u.portrait from ${sessions} join ${users} u on u.id = ${sessions.userId}
          where ${liveSessionSql()} and not u.is_anonymous`
      : sql`select id, user_role, user_name, nickname, portrait from ${users} where id = ${sql.placeholder('me')}`;
    return sql`
    with me as (${meRow}), ok as (
      select c.id, ${spentOnSql(meId, toP)} as spent from ${conversations} c, me
      where ${isPairSql(sql`c`, meId, toP)}
        and not exists (select 1 from ${messages} where sender_id = me.id and client_id = ${clientIdP})
        and (${sql.placeholder('checked')}::boolean or exists (
          select 1 from ${users} r where r.id = ${toP} and not r.is_anonymous and not ${blockedBetweenSql(meId, toP)}
            and not ${mightCostSql(sql`me.user_role`, sql`r.user_role`, sql`r.id`)}))
    ), clock as (
      update ${conversations} set last_timetoken = greatest((extract(epoch from clock_timestamp()) * 1000000)::bigint, ${conversations}.last_timetoken + 1)
      from ok where ${conversations}.id = ok.id
      returning ${conversations}.id, ${conversations}.last_timetoken, ok.spent
    ), msg as (
      insert into ${messages} (conversation_id, sender_id, client_id, msg_type, body, has_spent, timetoken)
      select clock.id, me.id, ${clientIdP}, ${sql.placeholder('msgType')}, ${sql.placeholder('body')}, spent, last_timetoken from clock, me
      on conflict (sender_id, client_id) do nothing
      returning id, conversation_id, sender_id, client_id, msg_type, body, has_spent, timetoken, created_at
    ), members as (
      update ${conversationMembers} m set last_timetoken = msg.timetoken,
        unread = m.unread + case when m.user_id = ${toP} then ${unreadUpP}::int else 0 end,
        unread_spent = m.unread_spent + case when m.user_id = ${toP} and msg.has_spent then ${unreadUpP}::int else 0 end
      from msg where m.conversation_id = msg.conversation_id
      returning m.user_id, m.muted, msg.has_spent
    ), totals as (
      insert into ${unreadCounters} (user_id, tc, sc)
      select user_id, case when muted then 0 else ${unreadUpP}::int end, case when has_spent then ${unreadUpP}::int else 0 end from members
      where user_id = ${toP} and ${unreadUpP}::int > 0
      on conflict (user_id) do update set tc = ${unreadCounters}.tc + excluded.tc, sc = ${unreadCounters}.sc + excluded.sc
    )
    select msg.*, coalesce((select muted from members where user_id = ${toP}), false) as muted,
      me.user_name as sender_user_name, me.nickname as sender_nickname, me.portrait as sender_portrait
    from msg, me`;
  }).execute({
    ...who,
    to: input.to_user_id,
    clientId: input.client_id,
    msgType: input.msg_type,
    body: input.body,
    unreadUp: unreadStep(input.msg_type),
    checked,
  });
  const [raw] = rows;
  if (!raw) return null;
  const row: typeof messages.$inferSelect = {
    id: Number(raw.id),
    conversationId: Number(raw.conversation_id),
    senderId: Number(raw.sender_id),
    clientId: String(raw.client_id),
    msgType: Number(raw.msg_type),
    body: String(raw.body),
    hasSpent: Boolean(raw.has_spent),
    timetoken: Number(raw.timetoken),
    createdAt: new Date(raw.created_at as string | Date),
  };
  const sender = { id: row.senderId, user_name: String(raw.sender_user_name), nickname: String(raw.sender_nickname), portrait: String(raw.sender_portrait) };
  return { row, mute: Boolean(raw.muted), sender };
}
