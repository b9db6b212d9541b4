/**
 * /setting as the menu hub (issue 20, design brief "Menus"): the balance (fans) or the earnings
 * (creators) at the top, then grouped rows with an icon, a label and a chevron, log out last and
 * red. Only screens that work are listed (the concierge joins once built);
 * a creator's blocked locations are a group of their own further down.
 */
import type { ReactNode } from 'react';
import { Box, Button, Heading, ListRow, MenuGroup, MenuIcon, Stack, Text, CoinAmount, type IconName } from '#ds';
import { CREATOR_TEXTS, type ApplicationState } from '../../../common/creators';

export interface MenuEntry {
  href: string;
  label: string;
  icon: IconName;
  hint?: string;
  /** The setting's state on the right ("Off", "20 coins/min"). */
  meta?: string;
}
interface Group {
  title: string;
  entries: MenuEntry[];
}

const FAN_GROUPS: Group[] = [
  {
    title: 'Wallet',
    entries: [
      { href: '/pay/wallet', label: 'Wallet and balance', icon: 'wallet' },
      { href: '/pay/coins', label: 'Buy coins', icon: 'coin' },
      { href: '/pay/transactions', label: 'Transactions', icon: 'receipt' },
      { href: '/manage/cards', label: 'Cards', icon: 'card' },
    ],
  },
  {
    title: 'People',
    entries: [
      { href: '/subs/subscriptions', label: 'Subscriptions', icon: 'star', hint: 'Creators you are a member of' },
      { href: '/user/following', label: 'Following', icon: 'heart' },
      { href: '/user/blocked', label: 'Blocked users', icon: 'block' },
    ],
  },
  {
    title: 'Account',
    entries: [
      { href: '/user/account', label: 'Account and sessions', icon: 'settings', hint: 'Signed-in devices, delete account' },
      { href: '/manage/email/notification', label: 'Email notifications', icon: 'mail' },
      { href: '/setting/adult_setting', label: 'Adult content', icon: 'shield', hint: 'The 18+ confirmation and blurring explicit media' },
    ],
  },
];

const CREATOR_GROUP: Group = {
  title: 'Creator',
  entries: [
    { href: '/user/creator_tools', label: 'Creator tools', icon: 'tools', hint: 'New post, drafts, scheduled posts' },
    { href: '/user/creator_tools#vault-title', label: 'Vault', icon: 'image', hint: 'Your uploaded media' },
    { href: '/pay/payout', label: 'Earnings and payouts', icon: 'bank' },
    { href: '/subs/subscribers#membership-settings-title', label: 'Membership price', icon: 'star', hint: 'What fans pay each month' },
    { href: '/subs/subscribers', label: 'Subscribers', icon: 'people' },
    { href: '/mass/list', label: 'Mass messages', icon: 'megaphone' },
    { href: '/setting/paid_message', label: 'Paid messages', icon: 'chat', hint: 'What fans pay to message you' },
    { href: '/setting/toy_setting', label: 'Toys', icon: 'live', hint: 'Tips in your Lives vibrate your Lovense toy' },
  ],
};

const HELP_GROUP: Group = {
  title: 'Help and legal',
  entries: [
    { href: '/manage/terms', label: 'Terms and policies', icon: 'receipt' },
    { href: '/privacy/safety1', label: 'Safety centre', icon: 'shield' },
    { href: '/complaint-process', label: 'Complaint and appeal process', icon: 'help' },
    { href: '/contact-us', label: 'Contact us', icon: 'mail' },
  ],
};

function becomeCreatorHint(application: ApplicationState | null | undefined): string {
  if (application === 'verification' || application === 'not_approved') return CREATOR_TEXTS.states[application];
  return 'Publish posts, take memberships and earn from your fans';
}

export interface SettingsIndexViewProps {
  creator: boolean;
  /** Coins to spend (fans) and coins earned (creators). */
  coins: number;
  earnings: number;
  /** The latest host application's state, if a fan ever applied. */
  application?: ApplicationState | null;
  onBuyCoins: () => void;
  /** A creator's button under the earnings. */
  onPayouts: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
  /** A creator's blocked locations (their own group further down). */
  blockedLocations?: ReactNode;
  /** A creator's video calls in words ("Off", "20 coins/min"); the row shows when given. */
  videoCalls?: string;
  /** A creator who may go live (SL on, not the chatter platform): the Live row. */
  live?: boolean;
}

function Summary({
  creator,
  coins,
  earnings,
  onBuyCoins,
  onPayouts,
}: Pick<SettingsIndexViewProps, 'creator' | 'coins' | 'earnings' | 'onBuyCoins' | 'onPayouts'>) {
  return (
    <Box background="surface" borderRadius="large" padding="medium">
      <Box display="flex" flexWrap="wrap" gap="medium" alignItems="center" justifyContent="space-between">
        <Stack gap="xxsmall">
          <Text size="sm" tone="muted">
            {creator ? 'Earnings' : 'Balance'}
          </Text>
          <CoinAmount amount={creator ? earnings : coins} size="lg" unit={creator ? 'coins earned' : 'coins'} />
          {creator && (
            <Text size="sm" tone="muted">
              Balance to spend: <CoinAmount amount={coins} size="sm" unit="coins" />
            </Text>
          )}
        </Stack>
        {creator ? (
          <Button icon="bank" onPress={onPayouts}>
            Payouts
          </Button>
        ) : (
          <Button icon="coin" onPress={onBuyCoins}>
            Buy coins
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** The rows as an array, so MenuGroup puts each in its own list item. */
function rows(entries: MenuEntry[]) {
  return entries.map((entry) => (
    <ListRow key={entry.href} leading={<MenuIcon name={entry.icon} />} title={entry.label} description={entry.hint} meta={entry.meta} href={entry.href} />
  ));
}

export function SettingsIndexView({
  creator,
  coins,
  earnings,
  application,
  onBuyCoins,
  onPayouts,
  onLogout,
  loggingOut = false,
  blockedLocations,
  videoCalls,
  live = false,
}: SettingsIndexViewProps) {
  const [wallet, people, account] = FAN_GROUPS;
  const creatorEntries: MenuEntry[] = [
    ...CREATOR_GROUP.entries,
    ...(videoCalls === undefined
      ? []
      : [{ href: '/video-call/setting', label: 'Video calls', icon: 'video' as const, hint: 'Price per minute and when you take calls', meta: videoCalls }]),
    ...(live ? [{ href: '/live', label: 'Live', icon: 'live' as const, hint: 'Go live now or schedule a Live' }] : []),
  ];
  return (
    <Stack gap="xlarge">
      <Summary creator={creator} coins={coins} earnings={earnings} onBuyCoins={onBuyCoins} onPayouts={onPayouts} />
      {creator && <MenuGroup title={CREATOR_GROUP.title}>{rows(creatorEntries)}</MenuGroup>}
      <MenuGroup title={wallet!.title}>{rows(wallet!.entries)}</MenuGroup>
      <MenuGroup title={people!.title}>{rows(people!.entries)}</MenuGroup>
      <MenuGroup title={account!.title}>
        {rows(account!.entries)}
        {!creator && (
          <ListRow
            leading={<MenuIcon name="camera" />}
            title="Become a creator"
            description={becomeCreatorHint(application)}
            href="/creator_audit?redirect=%2Fsetting"
          />
        )}
      </MenuGroup>
      <MenuGroup title={HELP_GROUP.title}>{rows(HELP_GROUP.entries)}</MenuGroup>
      {creator && blockedLocations && (
        <section aria-labelledby="blocked-locations-title">
          <Stack gap="medium">
            <Heading level={2} id="blocked-locations-title">
              Blocked locations
            </Heading>
            {blockedLocations}
          </Stack>
        </section>
      )}
      <MenuGroup title="Session">
        <ListRow leading={<MenuIcon name="logout" tone="danger" />} title={loggingOut ? 'Logging out…' : 'Log out'} tone="danger" onPress={onLogout} />
      </MenuGroup>
    </Stack>
  );
}
