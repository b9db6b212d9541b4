import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'react-router-dom';
import { AnimationOverlay, Box, Button, Stack } from '../../design-system';
import { FLIRT_COINS, GIFTS, giftAnimationUrl } from '../../common/gifts';
import { ERRORS } from '../../common/errors';
import { useRef, useState } from 'react';
import { type CardElementHandle, SandboxCardElement } from '../../app/features/pay/CardElement';
import { CardsView } from '../../app/features/pay/CardsView';
import { CoinsView } from '../../app/features/pay/CoinsView';
import { CreatorPayActions } from '../../app/features/pay/CreatorPayActions';
import { FlirtSheetView, GiftSheetView, TipSheetView } from '../../app/features/pay/GiftSheetView';
import { TransactionsView } from '../../app/features/pay/TransactionsView';
import { WalletView } from '../../app/features/pay/WalletView';

import { signedInRoot, visitorRoot, withRemixRouter } from '../remix-router';

/** Issue 6: buying coins, saved cards, the wallet, transactions, the gift, tip and flirt sheets and the actions that open them. */
const meta = { title: 'Screens/Pay' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const packages = [100, 500, 1000, 5000].map((coins) => ({ coins, cents: coins * 10 }));
const cards = [
  { id: 7, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  { id: 8, brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2029 },
];
const coins = { balance: 120, packages, coinPriceCents: 10, cards: [] as typeof cards };

export const CoinsNewCard: Story = {
  render: () => {
    const onBuy = fn();
    return <CoinsView {...coins} onBuy={onBuy} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '100 coins for $10.00' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /Buy 100 coins/ }));
    // The card form is checked before anything is sent.
    await expect(await canvas.findByText(/Card number must be a card number/)).toBeInTheDocument();
  },
};

export const CoinsCustomAmountInvalid: Story = {
  render: () => <CoinsView {...coins} onBuy={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Another amount' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coins' }), '20000');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy coins' }));
    await expect(await canvas.findByText('Please enter coins from 1 to 10000')).toBeInTheDocument();
  },
};

export const CoinsSavedCards: Story = {
  render: () => <CoinsView {...coins} cards={cards} onBuy={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Visa ending 4242, expires 12/2030' })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Card number/ })).toBeNull();
  },
};

export const CoinsBuying: Story = { render: () => <CoinsView {...coins} cards={cards} busy onBuy={fn()} /> };
export const CoinsInsufficientFunds: Story = { render: () => <CoinsView {...coins} error={ERRORS.PAYMENT_INSUFFICIENT_FUNDS.message} onBuy={fn()} /> };
export const CoinsVerificationFailed: Story = { render: () => <CoinsView {...coins} error={ERRORS.PAYMENT_VERIFICATION_FAILED.message} onBuy={fn()} /> };
export const CoinsBought: Story = {
  render: () => <CoinsView {...coins} balance={620} cards={cards} result={{ coins: 500, balance: 620 }} returnTo="/@gold_creator" onBuy={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('You bought 500 coins. Your balance is now 620 coins.');
  },
};

/** The sandbox card element (ADR 089): the typed test card becomes a payment-method id here, in the browser. */
function SandboxElementHarness(props: Parameters<typeof SandboxCardElement>[0]) {
  const element = useRef<CardElementHandle>(null);
  const [made, setMade] = useState<string | null>();
  return (
    <Box padding="large">
      <Stack gap="medium">
        <SandboxCardElement ref={element} {...props} />
        <Button onPress={() => void element.current?.createPaymentMethod().then(setMade)}>Make payment method</Button>
        {made !== undefined && <output aria-label="Payment method">{made ?? 'none: the fields say what is wrong'}</output>}
      </Stack>
    </Box>
  );
}

export const SandboxCardEmpty: Story = { render: () => <SandboxElementHarness /> };
export const SandboxCardTyped: Story = {
  render: () => <SandboxElementHarness initial={{ number: '4242 4242 4242 4242', month: '12', year: '2099', cvc: '123' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make payment method' }));
    // Only the id leaves the element: brand, last four, expiry and the test outcome, never the number or CVC.
    await expect(await canvas.findByRole('status', { name: 'Payment method' })).toHaveTextContent('pm_sandbox_visa_4242_1299_ok');
  },
};
export const SandboxCardInvalid: Story = {
  render: () => <SandboxElementHarness initial={{ number: '4242', month: '13', year: '31', cvc: '1' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make payment method' }));
    await expect(await canvas.findByText(/Card number must be a card number/)).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Payment method' })).toHaveTextContent('none');
  },
};
export const SandboxCardExpired: Story = {
  render: () => <SandboxElementHarness initial={{ number: '4242424242424242', month: '01', year: '2020', cvc: '123' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make payment method' }));
    await expect(await canvas.findByText('Year: this card has expired')).toBeInTheDocument();
  },
};
export const SandboxCardDisabled: Story = {
  render: () => <SandboxElementHarness disabled initial={{ number: '4000 0000 0000 9995', month: '12', year: '2099', cvc: '123' }} />,
};

export const CardsList: Story = {
  render: () => <CardsView cards={cards} onAdd={fn()} onRemove={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove Visa ending 4242, expires 12/2030' })).toBeInTheDocument();
  },
};
export const CardsEmpty: Story = { render: () => <CardsView cards={[]} onAdd={fn()} onRemove={fn()} /> };
export const CardsAdding: Story = { render: () => <CardsView cards={cards} adding onAdd={fn()} onRemove={fn()} /> };
export const CardsRemoving: Story = { render: () => <CardsView cards={cards} removing={7} onAdd={fn()} onRemove={fn()} /> };
export const CardsDeclined: Story = { render: () => <CardsView cards={[]} error={ERRORS.PAYMENT_VERIFICATION_FAILED.message} onAdd={fn()} onRemove={fn()} /> };
export const CardsSaved: Story = { render: () => <CardsView cards={cards} notice="Visa ending 4242, expires 12/2030 saved." onAdd={fn()} onRemove={fn()} /> };

export const WalletFan: Story = {
  render: () => <WalletView coins={1250} earnings={0} isCreator={false} creatorSharePercent={90} onBuy={fn()} askAboveCoins={0} onAskAboveChange={fn()} />,
};
export const WalletCreator: Story = {
  render: () => <WalletView coins={40} earnings={900} isCreator creatorSharePercent={90} onBuy={fn()} askAboveCoins={0} onAskAboveChange={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You keep 90% of what fans spend on you.')).toBeInTheDocument();
  },
};
/** "Ask before spending" set to above 25 coins, just saved. */
export const WalletAskAbove: Story = {
  render: () => (
    <WalletView
      coins={1250}
      earnings={0}
      isCreator={false}
      creatorSharePercent={90}
      onBuy={fn()}
      askAboveCoins={25}
      onAskAboveChange={fn()}
      askStatus={{ tone: 'success', text: 'Saved.' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Transactions/ })).toHaveAttribute('href', '/pay/transactions');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved.');
  },
};
export const WalletEmpty: Story = {
  render: () => <WalletView coins={0} earnings={0} isCreator={false} creatorSharePercent={90} onBuy={fn()} askAboveCoins={0} onAskAboveChange={fn()} />,
};

const luna = { user_id: 11, user_name: 'luna_rivers', nickname: 'Luna Rivers', portrait: '' };
const fanParty = { user_id: 12, user_name: 'golden_fan', nickname: 'Golden Fan', portrait: '' };
const lines = [
  { id: 6, transaction_id: 4, kind: 'unlock', account: 'wallet' as const, amount: -25, cents: 0, created_at: '2026-11-22T11:00:00Z', party: luna, post_id: 9 },
  { id: 5, transaction_id: 3, kind: 'gift', account: 'wallet' as const, amount: -100, cents: 0, created_at: '2026-11-22T10:00:00Z', party: luna },
  { id: 4, transaction_id: 2, kind: 'tip', account: 'earnings' as const, amount: 45, cents: 0, created_at: '2026-11-21T18:30:00Z', party: fanParty },
  { id: 2, transaction_id: 1, kind: 'purchase', account: 'wallet' as const, amount: 500, cents: 5000, created_at: '2026-11-20T09:15:00Z' },
];
export const Transactions: Story = {
  render: () => <TransactionsView lines={lines} hasMore onLoadMore={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unlocked a post from Luna Rivers')).toBeInTheDocument();
    await expect(canvas.getByText('Sent a gift to Luna Rivers')).toBeInTheDocument();
    await expect(canvas.getByText('Tip from Golden Fan')).toBeInTheDocument();
    await expect(canvas.getByText('Bought 500 coins')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  },
};
export const TransactionsLoadingMore: Story = { render: () => <TransactionsView lines={lines} hasMore loading onLoadMore={fn()} /> };
export const TransactionsLastPage: Story = { render: () => <TransactionsView lines={lines} hasMore={false} onLoadMore={fn()} /> };
export const TransactionsEmpty: Story = { render: () => <TransactionsView lines={[]} hasMore={false} onLoadMore={fn()} /> };

export const GiftSheet: Story = {
  render: () => <GiftSheetView open balance={120} creatorName="Gold Creator" gifts={GIFTS} onSend={fn()} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('radio', { name: 'Champagne, 100 coins' })).toBeChecked();
    await expect(body.getByRole('radio', { name: 'Sports car, 1,000 coins' })).toBeInTheDocument();
  },
};
export const GiftSheetSending: Story = { render: () => <GiftSheetView open busy creatorName="Gold Creator" gifts={GIFTS} onSend={fn()} /> };
export const GiftSheetSent: Story = {
  render: () => <GiftSheetView open sent="Champagne sent to Gold Creator." creatorName="Gold Creator" gifts={GIFTS} onSend={fn()} />,
};
export const GiftSheetRefused: Story = {
  render: () => <GiftSheetView open error={ERRORS.PAYMENT_BLOCKED.message} creatorName="Gold Creator" gifts={GIFTS} onSend={fn()} />,
};
export const GiftSheetClosed: Story = {
  render: () => <GiftSheetView creatorName="Gold Creator" gifts={GIFTS} onSend={fn()} trigger={<Button icon="gift">Send a gift</Button>} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send a gift' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Send a gift to Gold Creator' })).toBeInTheDocument();
  },
};
export const TipSheet: Story = {
  render: () => <TipSheetView open balance={120} creatorName="Gold Creator" onSend={fn()} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Tip' }));
    await expect(await body.findByText('Please enter coins from 1 to 10000')).toBeInTheDocument();
  },
};
export const TipSheetSent: Story = { render: () => <TipSheetView open sent="25 coins sent to Gold Creator." creatorName="Gold Creator" onSend={fn()} /> };

/** A sent gift: the sheet says so and the gift's animation plays over it (an hour here, for the screenshot). */
export const GiftSheetSentPlaying: Story = {
  render: () => {
    const car = GIFTS.find((g) => g.name === 'Sports car')!;
    return (
      <>
        <GiftSheetView open sent="Sports car sent to Gold Creator." creatorName="Gold Creator" gifts={GIFTS} onSend={fn()} />
        <AnimationOverlay src={giftAnimationUrl(car)} label="Sports car for Gold Creator" durationMs={60 * 60 * 1000} onDone={fn()} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // The modal sheet hides the rest of the page from assistive technology; the sheet's status says what happened.
    await expect(await body.findByRole('img', { name: 'Sports car for Gold Creator', hidden: true })).toHaveAttribute('src', '/gifts/sports-car.svg');
  },
};

export const FlirtSheet: Story = {
  render: () => {
    const onSend = fn();
    return <FlirtSheetView open balance={120} creatorName="Gold Creator" coins={FLIRT_COINS} onSend={onSend} />;
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Flirt with Gold Creator' });
    await expect(dialog).toHaveAccessibleDescription(`A flirt lets Gold Creator know you are interested. It costs ${FLIRT_COINS} coins.`);
    await expect(body.getByRole('button', { name: `Send a flirt for ${FLIRT_COINS} coins` })).toBeEnabled();
  },
};
export const FlirtSheetSending: Story = { render: () => <FlirtSheetView open busy creatorName="Gold Creator" coins={FLIRT_COINS} onSend={fn()} /> };
export const FlirtSheetSent: Story = {
  render: () => <FlirtSheetView open sent="Flirt sent to Gold Creator." creatorName="Gold Creator" coins={FLIRT_COINS} onSend={fn()} />,
};
export const FlirtSheetRefused: Story = {
  render: () => <FlirtSheetView open error={ERRORS.PAYMENT_BLOCKED.message} creatorName="Gold Creator" coins={FLIRT_COINS} onSend={fn()} />,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** On a creator's profile, signed in: each action opens its sheet in place; focus returns to it on close. */
export const CreatorActions: Story = {
  decorators: [withRemixRouter(signedInRoot)],
  render: () => <CreatorPayActions creatorId={7} creatorName="Ava Gold" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('group', { name: 'Pay this creator' })).toBeInTheDocument();
    const gift = canvas.getByRole('button', { name: 'Send a gift' });
    await userEvent.click(gift);
    await expect(await body.findByRole('dialog', { name: 'Send a gift to Ava Gold' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(gift).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Flirt' }));
    await expect(await body.findByRole('dialog', { name: 'Flirt with Ava Gold' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Tip' }));
    await expect(await body.findByRole('dialog', { name: 'Tip Ava Gold' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** A visitor who is not signed in is sent to log in and back to the profile. */
export const CreatorActionsVisitor: Story = {
  decorators: [withRemixRouter(visitorRoot)],
  render: () => (
    <>
      <CreatorPayActions creatorId={7} creatorName="Ava Gold" />
      <Where />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send a gift' }));
    await waitFor(() => expect(canvas.getByTestId('where')).toHaveTextContent(`/login?redirect=${encodeURIComponent('/@ava_gold')}`));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
