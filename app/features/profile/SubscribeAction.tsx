/**
 * The profile's Subscribe place (issue 20): "Subscribe · $12/month" opening the membership join
 * (the spend helper's JoinMembership, rendered as given), or "Member" for a member, with a way to
 * turn auto-renew back on when it is off. Nothing when the creator offers no membership.
 */
import { Suspense, useRef, type ReactNode } from 'react';
import { Button, ButtonLink, LazyDialog, type ButtonSize } from '#ds';
import { useOpenedOnce } from '../../lib/opened-once';

export interface SubscribeOffer {
  /** Dollars per month; null when the creator offers no membership. */
  price_dollars: number | null;
  /** The viewer's latest membership of this creator. */
  membership: { id: number; has_access: boolean; auto_renew: boolean } | null;
}

/** "$12", "$4.99": the creator's monthly price as set (dollars, spec section 5). */
export const monthlyPrice = (dollars: number) => `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}/month`;

export interface SubscribeActionProps {
  creatorName: string;
  offer: SubscribeOffer | null;
  /** The join itself (JoinMembership), shown in the dialog the button opens. */
  join: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A visitor who is not signed in: the button sends them to log in instead. */
  onLogin?: () => void;
  /** "sm" in the profile's one-line action row. */
  size?: ButtonSize;
}

export function SubscribeAction({ creatorName, offer, join, open, onOpenChange, onLogin, size }: SubscribeActionProps) {
  const button = useRef<HTMLButtonElement>(null);
  // The dialog's code loads when it first opens (ADR 105), and stays so it can close with its animation.
  const mounted = useOpenedOnce(open);
  if (!offer) return null;
  const member = offer.membership?.has_access ? offer.membership : null;
  if (member) {
    // One place in the row: "Member", saying so when auto-renew is off; the details page turns it back on.
    return (
      <ButtonLink href={`/subs/subs_detail?id=${member.id}`} icon={member.auto_renew ? 'check' : undefined} size={size}>
        {member.auto_renew ? 'Member' : 'Member · Renewal off'}
      </ButtonLink>
    );
  }
  if (offer.price_dollars === null) return null;
  const label = `Subscribe · ${monthlyPrice(offer.price_dollars)}`;
  if (onLogin)
    return (
      <Button onPress={onLogin} size={size}>
        {label}
      </Button>
    );
  return (
    <>
      <Button ref={button} size={size} aria-haspopup="dialog" aria-expanded={open} onPress={() => onOpenChange(true)}>
        {label}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <LazyDialog open={open} onOpenChange={onOpenChange} returnFocusRef={button} title={`Subscribe to ${creatorName}`}>
            {join}
          </LazyDialog>
        </Suspense>
      )}
    </>
  );
}
