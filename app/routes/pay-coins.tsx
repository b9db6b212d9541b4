/** /pay/coins: buy coins with a package or a custom amount, a saved or new card; ?redirect= returns after buying. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { requireSignedUp } from '../features/session/access.server';
import { type BuyRequest, CoinsView } from '../features/pay/CoinsView';
import { safeReturnPath } from '../features/pay/types';
import { useIdempotencyKey } from '../lib/idempotency';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { useStripePublishableKey } from '../features/pay/CardElement';
import { ApiError } from '../lib/api/api-error';
import { useWallet } from '../stores/wallet';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { services } = context;
  const user = requireSignedUp(context, request);
  const userId = user.user_id;
  const [wallet, cards] = await Promise.all([services.money.wallet(userId), services.money.cards(userId)]);
  return { balance: wallet.coins, coinPriceCents: wallet.coin_price_cents, packages: services.money.packages(), cards };
}

export default function PayCoins() {
  const loaded = useLoaderData<typeof loader>();
  const stripeKey = useStripePublishableKey();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('redirect'));
  const [balance, setBalance] = useState(loaded.balance);
  const [cards, setCards] = useState(loaded.cards);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ coins: number; balance: number } | null>(null);
  // One key per purchase the user is making: a retry after a network failure charges once.
  const idem = useIdempotencyKey();

  const buy = async (request: BuyRequest) => {
    // The idempotency key follows what is bought and how it is paid (a saved card, or a new card's element).
    const body = { coins: request.coins, ...(request.cardId !== undefined ? { card_id: request.cardId } : { save_card: request.saveCard }) };
    const pay = request.cardId !== undefined ? {} : { payment_method: request.paymentMethod };
    setBusy(true);
    setError(undefined);
    setResult(null);
    try {
      const idem_key = idem.keyFor(body);
      let r = await api().call('pay.coins.buy', { ...body, ...pay, idem_key }, { silent: true });
      if (r.requires_action) {
        // 3-D Secure (Stripe): the customer confirms with the bank, then the same purchase is finished.
        await request.element!.handleNextAction(r.requires_action.client_secret);
        r = await api().call('pay.coins.buy', { ...body, payment_intent: r.requires_action.payment_intent, idem_key }, { silent: true });
      }
      if (r.requires_action) throw new Error('Verification failed, use a different card or another way.');
      idem.done(body);
      setBalance(r.balance);
      useWallet.getState().setCoins(r.balance);
      if (r.card && !cards.some((c) => c.id === r.card!.id)) setCards([r.card, ...cards]);
      setResult({ coins: r.coins, balance: r.balance });
      // A fresh load of the page the fan came from (its balance changed): a client navigation here
      // races the revalidation the balance's user_info_change starts, and the router aborts one of
      // them with an uncaught AbortError (seen in CI with the guard in ClientEffects too).
      if (returnTo) window.location.assign(returnTo);
    } catch (failure) {
      // A declined card is refused for good: the next card is a new purchase (its own key at the provider).
      if (failure instanceof ApiError && failure.failure.kind === 'http' && failure.failure.status === 402) idem.done(body);
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenFrame title="Buy Coins">
      <Box paddingX="large" paddingY="large">
        <CoinsView
          stripePublishableKey={stripeKey}
          balance={balance}
          packages={loaded.packages}
          coinPriceCents={loaded.coinPriceCents}
          cards={cards}
          busy={busy}
          error={error}
          result={result}
          returnTo={returnTo}
          onBuy={(r) => void buy(r)}
        />
      </Box>
    </ScreenFrame>
  );
}
