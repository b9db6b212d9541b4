/** What the pay screens show (the shapes the money API and loaders answer: common/money.ts). */
import { coinsText } from '#ds/lib/format';
import type { SavedCard as StoredCard, StatementLine } from '../../../common/money';

export type { StatementLine };
/** What the screens show of a saved card. */
export type SavedCard = Omit<StoredCard, 'created_at'>;

export interface CoinPackage {
  coins: number;
  cents: number;
}

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** "Visa ending 4242, expires 12/2030". */
export function cardLabel(card: SavedCard): string {
  const brand = BRANDS[card.brand] ?? 'Card';
  return `${brand} ending ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}

/** Only a path of this site may be returned to after buying coins (never another origin). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

const KINDS: Record<string, string> = {
  purchase: 'Coins bought',
  gift: 'Gift',
  tip: 'Tip',
  flirt: 'Flirt',
  unlock: 'Paid post unlocked',
  membership: 'Membership',
  message_unlock: 'Paid message unlocked',
  chat_message: 'Paid message',
  payout: 'Payout',
  payout_paid: 'Payout paid',
  payout_returned: 'Payout returned',
  // Video calls (ADR 099): the hold before ringing, its return, its charge on connect, each later minute.
  call_hold: 'Video call',
  call_release: 'Video call hold returned',
  call: 'Video call',
  call_minute: 'Video call minute',
  // Lives (ADR 102): a ticket, and gifts and tips sent in the room.
  live_ticket: 'Live ticket',
  live_gift: 'Live gift',
  live_tip: 'Live tip',
  // The living demo's starting coins (server/demo/seed.ts).
  demo_grant: 'Demo coins',
};

export function kindLabel(line: Pick<StatementLine, 'kind' | 'account' | 'amount'>): string {
  const what = KINDS[line.kind] ?? line.kind.charAt(0).toUpperCase() + line.kind.slice(1);
  if (line.account === 'earnings') return line.amount > 0 ? `${what} received` : what;
  return line.kind !== 'purchase' && line.kind !== 'live_ticket' && !line.kind.startsWith('call') && line.amount < 0 ? `${what} sent` : what;
}

const nameOf = (party: StatementLine['party']) => (party ? party.nickname || party.user_name : null);

/** A statement line in words, who and what (issue 20): "Unlocked a post from Luna Rivers", "Tip from Golden Fan". */
export function lineTitle(line: StatementLine): string {
  const who = nameOf(line.party);
  const received = line.account === 'earnings' && line.amount > 0;
  const sent = line.account === 'wallet' && line.amount < 0;
  const coins = coinsText(Math.abs(line.amount));
  if (line.kind === 'purchase' && line.amount > 0) return `Bought ${coins}`;
  if (line.kind === 'payout') return 'Payout';
  if (!who || !(received || sent)) return kindLabel(line);
  const words: Record<string, [string, string]> = {
    unlock: [`Unlocked a post from ${who}`, `${who} unlocked your post`],
    tip: [`Tipped ${who}`, `Tip from ${who}`],
    gift: [`Sent a gift to ${who}`, `Gift from ${who}`],
    flirt: [`Flirted with ${who}`, `Flirt from ${who}`],
    membership: [`Membership of ${who}`, `${who} paid for your membership`],
    message_unlock: [`Unlocked a message from ${who}`, `${who} unlocked your message`],
    chat_message: [`Paid message to ${who}`, `Paid message from ${who}`],
    call_hold: [`Video call with ${who}`, `Video call with ${who}`],
    call: [`Video call with ${who}`, `Video call with ${who}`],
    call_minute: [`Video call with ${who}, one more minute`, `Video call with ${who}, one more minute`],
    live_ticket: [`Ticket to ${who}'s Live`, `${who} bought a ticket to your Live`],
    live_gift: [`Sent a gift in ${who}'s Live`, `Gift from ${who} in your Live`],
    live_tip: [`Tipped ${who} in their Live`, `Tip from ${who} in your Live`],
  };
  const pair = words[line.kind];
  return pair ? pair[sent ? 0 : 1] : kindLabel(line);
}
