/** /manage/cards: the saved cards (provider token, brand, last four), add (a payment-method id from the card element) and remove. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { requireSignedUp } from '../features/session/access.server';
import { CardsView } from '../features/pay/CardsView';
import { type SavedCard, cardLabel } from '../features/pay/types';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { useStripePublishableKey } from '../features/pay/CardElement';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { services } = context;
  const user = requireSignedUp(context, request);
  return { cards: await services.money.cards(user.user_id) };
}

export default function ManageCards() {
  const loaded = useLoaderData<typeof loader>();
  const stripeKey = useStripePublishableKey();
  const [cards, setCards] = useState<SavedCard[]>(loaded.cards);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [formKey, setFormKey] = useState(0);

  const add = async (paymentMethod: string) => {
    setAdding(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const r = await api().call('pay.cards.add', { payment_method: paymentMethod }, { silent: true });
      setCards([r.card, ...cards.filter((c) => c.id !== r.card.id)]);
      setNotice(`${cardLabel(r.card)} saved.`);
      setFormKey((k) => k + 1);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setAdding(false);
    }
  };
  const remove = async (cardId: number) => {
    setRemoving(cardId);
    setError(undefined);
    setNotice(undefined);
    try {
      await api().call('pay.cards.remove', { card_id: cardId }, { silent: true });
      const gone = cards.find((c) => c.id === cardId);
      setCards(cards.filter((c) => c.id !== cardId));
      if (gone) setNotice(`${cardLabel(gone)} removed.`);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <ScreenFrame title="Cards">
      <Box paddingX="large" paddingY="large">
        <CardsView
          stripePublishableKey={stripeKey}
          key={formKey}
          cards={cards}
          adding={adding}
          removing={removing}
          error={error}
          notice={notice}
          onAdd={(c) => void add(c)}
          onRemove={(id) => void remove(id)}
        />
      </Box>
    </ScreenFrame>
  );
}
