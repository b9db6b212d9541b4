/**
 * /manage/cards as a view: the saved cards (brand, last four, expiry) with Remove, and a form to
 * add one. The route remounts it (a new key) after a card is saved, which clears the form.
 */
import { useRef } from 'react';
import { Button, EmptyState, Heading, Stack, Text } from '#ds';
import { CardElement, type CardElementHandle } from './CardElement';
import { type SavedCard, cardLabel } from './types';

export interface CardsViewProps {
  cards: SavedCard[];
  adding?: boolean;
  removing?: number | null;
  error?: string;
  /** Shown after a card was added or removed. */
  notice?: string;
  /** The card element's payment-method id. */
  onAdd: (paymentMethod: string) => void;
  onRemove: (cardId: number) => void;
  /** Stripe is configured: its element takes the card (ADR 089). */
  stripePublishableKey?: string;
}

export function CardsView({ cards, adding = false, removing = null, error, notice, onAdd, onRemove, stripePublishableKey }: CardsViewProps) {
  const element = useRef<CardElementHandle>(null);
  return (
    <Stack gap="xlarge">
      <section aria-labelledby="cards-saved-title">
        <Stack gap="medium">
          <Heading level={2} id="cards-saved-title">
            Saved cards
          </Heading>
          {cards.length === 0 ? (
            <EmptyState icon="coin" title="No saved cards" description="Add a card below, or save one when you buy coins." />
          ) : (
            <Stack gap="medium">
              {cards.map((c) => (
                <div key={c.id}>
                  <Stack gap="xsmall">
                    <Text weight="medium">{cardLabel(c)}</Text>
                    <div>
                      <Button size="sm" variant="secondary" loading={removing === c.id} onPress={() => onRemove(c.id)} aria-label={`Remove ${cardLabel(c)}`}>
                        Remove
                      </Button>
                    </div>
                  </Stack>
                </div>
              ))}
            </Stack>
          )}
        </Stack>
      </section>
      <section aria-labelledby="cards-add-title">
        <Stack gap="medium">
          <Heading level={2} id="cards-add-title">
            Add a card
          </Heading>
          <CardElement ref={element} disabled={adding} stripePublishableKey={stripePublishableKey} />
          {error && (
            <Text tone="danger">
              <span role="alert">{error}</span>
            </Text>
          )}
          {notice && (
            <Text tone="success">
              <span role="status">{notice}</span>
            </Text>
          )}
          <Button loading={adding} onPress={() => void element.current?.createPaymentMethod().then((paymentMethod) => paymentMethod && onAdd(paymentMethod))}>
            Save card
          </Button>
          <Text size="sm" tone="muted">
            The card is kept by the payment provider; this site keeps only the brand, the last four digits and the expiry.
          </Text>
        </Stack>
      </section>
    </Stack>
  );
}
