/**
 * Where a card is entered (ADR 089): one interface, two implementations. With Stripe configured
 * the card goes into Stripe.js's own Card Element (an iframe of Stripe's), otherwise into the
 * sandbox card element, built from our fields. Either turns the card into a payment-method id in
 * the browser; only that id is sent to our server.
 */
import { useRouteLoaderData } from '@remix-run/react';
import type { Stripe, StripeCardElement as StripeCard } from '@stripe/stripe-js';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Stack, Text } from '#ds';
import { sandboxPaymentMethod } from '../../../common/payment-methods';
import type { RootLoaderData } from '../../root.server';
import { CardForm } from './CardForm';
import { type CardFields, checkCard, emptyCard } from './card-fields';

export interface CardElementHandle {
  /** The entered card as a payment-method id, or null when the element shows what is wrong. */
  createPaymentMethod(): Promise<string | null>;
  /** 3-D Secure: the provider asks the customer; rejects with its message when that fails. */
  handleNextAction(clientSecret: string): Promise<void>;
}

export interface CardElementProps {
  disabled?: boolean;
  /** Shown as typed (stories); the sandbox element only. */
  initial?: CardFields;
  /** Shown under the fields (stories); the sandbox element only. */
  initialErrors?: Partial<Record<keyof CardFields, string>>;
}

/** The sandbox's element: our fields, and the id made here from the typed test card. */
export const SandboxCardElement = forwardRef<CardElementHandle, CardElementProps>(function SandboxCardElement({ disabled, initial, initialErrors }, ref) {
  const [card, setCard] = useState<CardFields>(initial ?? emptyCard);
  const [errors, setErrors] = useState(initialErrors ?? {});
  const latest = useRef(card);
  latest.current = card;
  useImperativeHandle(ref, () => ({
    async createPaymentMethod() {
      const checked = checkCard(latest.current);
      setErrors(checked.errors);
      return checked.card ? sandboxPaymentMethod(checked.card) : null;
    },
    async handleNextAction() {
      // The sandbox never asks for 3-D Secure.
      throw new Error('Verification failed, use a different card or another way.');
    },
  }));
  return <CardForm value={card} onChange={setCard} errors={errors} disabled={disabled} />;
});

/** Stripe's Card Element, mounted from Stripe.js (loaded only here, only when Stripe is configured). */
export const StripeCardElement = forwardRef<CardElementHandle, CardElementProps & { publishableKey: string }>(function StripeCardElement(
  { publishableKey, disabled },
  ref,
) {
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<Stripe | null>(null);
  const element = useRef<StripeCard | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    let gone = false;
    // The pure entry point adds Stripe's script on this call, not on import.
    void import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((loaded) => {
        if (gone || !loaded || !mount.current) return;
        stripe.current = loaded;
        element.current = loaded.elements().create('card', { hidePostalCode: true });
        element.current.on('change', (event) => setError(event.error?.message));
        element.current.mount(mount.current);
      })
      .catch(() => setError('The card form could not be loaded. Check your connection and reload the page.'));
    return () => {
      gone = true;
      element.current?.destroy();
      element.current = null;
    };
  }, [publishableKey]);
  useEffect(() => element.current?.update({ disabled }), [disabled]);
  useImperativeHandle(ref, () => ({
    async createPaymentMethod() {
      if (!stripe.current || !element.current) {
        setError('The card form is still loading.');
        return null;
      }
      const result = await stripe.current.createPaymentMethod({ type: 'card', card: element.current });
      setError(result.error?.message);
      return result.paymentMethod?.id ?? null;
    },
    async handleNextAction(clientSecret) {
      if (!stripe.current) throw new Error('The card form is still loading.');
      const result = await stripe.current.handleNextAction({ clientSecret });
      if (result.error) throw new Error(result.error.message ?? 'Verification failed, use a different card or another way.');
    },
  }));
  return (
    <Stack gap="xsmall">
      <Text weight="medium" id="stripe-card-label">
        Card
      </Text>
      <div ref={mount} role="group" aria-labelledby="stripe-card-label" />
      {error && (
        <Text tone="danger" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
});

/** Stripe's element when the server gave the browser a publishable key, else the sandbox's. */
export const CardElement = forwardRef<CardElementHandle, CardElementProps & { stripePublishableKey?: string }>(function CardElement(
  { stripePublishableKey, ...props },
  ref,
) {
  return stripePublishableKey ? <StripeCardElement ref={ref} {...props} publishableKey={stripePublishableKey} /> : <SandboxCardElement ref={ref} {...props} />;
});

/** The publishable key from the root loader's public config (empty: the sandbox). */
export const useStripePublishableKey = () => useRouteLoaderData<RootLoaderData>('root')?.env.STRIPE_PUBLISHABLE_KEY || undefined;
