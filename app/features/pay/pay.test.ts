import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../common/errors';
import { giftAnimationUrl, GIFTS } from '../../../common/gifts';
import { ApiError } from '../../lib/api/client';
import { buyCoinsPath, isNotEnoughCoins } from './buy-coins';
import { parseSandboxPaymentMethod, SANDBOX_CARDS, sandboxPaymentMethod } from '../../../common/payment-methods';
import { checkCard } from './card-fields';
import { cardLabel, kindLabel, lineTitle, safeReturnPath } from './types';

describe('pay helpers', () => {
  it('sends only a not-enough-coins refusal to buy coins, with the way back', () => {
    expect(isNotEnoughCoins(new ApiError({ kind: 'http', status: 402, code: ERRORS.NOT_ENOUGH_COINS.code }, 'no coins'))).toBe(true);
    expect(isNotEnoughCoins(new ApiError({ kind: 'http', status: 403, code: ERRORS.PAYMENT_BLOCKED.code }, 'blocked'))).toBe(false);
    expect(isNotEnoughCoins(new ApiError({ kind: 'network' }, 'offline'))).toBe(false);
    expect(isNotEnoughCoins(new Error('other'))).toBe(false);
    expect(buyCoinsPath('/chatRoom?activeContactId=7')).toBe('/pay/coins?redirect=%2FchatRoom%3FactiveContactId%3D7');
  });

  it('finds gift animations on the media host, our /gifts/ by default', () => {
    const car = GIFTS.find((g) => g.name === 'Sports car')!;
    expect(giftAnimationUrl(car)).toBe('/gifts/sports-car.svg');
    expect(giftAnimationUrl(car, 'https://media.example/fx')).toBe('https://media.example/fx/sports-car.svg');
    expect(GIFTS.filter((g) => g.preload).map((g) => g.name)).toEqual(['Champagne', 'Sports car']);
  });

  it('returns only to a path of this site after buying coins', () => {
    expect(safeReturnPath('/pay/wallet?to=gold_creator')).toBe('/pay/wallet?to=gold_creator');
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'pay/wallet', '', null, undefined])
      expect(safeReturnPath(bad)).toBeNull();
  });

  it('checks a typed card in the browser and names each bad field, an expired card too', () => {
    const now = new Date('2030-06-15T00:00:00Z');
    expect(checkCard({ number: '4242 4242 4242 4242', month: '12', year: '2031', cvc: '123' }, now).card).toEqual({
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2031,
    });
    const { card, errors } = checkCard({ number: '4242', month: '13', year: '31', cvc: '12' }, now);
    expect(card).toBeUndefined();
    expect(Object.keys(errors).sort()).toEqual(['cvc', 'month', 'number', 'year']);
    expect(errors.month).toBe('Month must be a month from 1 to 12');
    expect(checkCard({ number: '4242424242424242', month: '5', year: '2030', cvc: '123' }, now).errors).toEqual({ year: 'Year: this card has expired' });
    expect(checkCard({ number: '4242424242424242', month: '6', year: '2030', cvc: '123' }, now).card).toBeDefined();
  });

  it('turns a sandbox test card into a payment-method id that names its outcome, never the number', () => {
    const ids = Object.values(SANDBOX_CARDS).map((number) => sandboxPaymentMethod({ number, expMonth: 3, expYear: 2031 }));
    expect(ids).toEqual(['pm_sandbox_visa_4242_0331_ok', 'pm_sandbox_visa_9995_0331_nofunds', 'pm_sandbox_visa_0127_0331_verify']);
    expect(sandboxPaymentMethod({ number: '5555 5555 5555 4444', expMonth: 12, expYear: 2040 })).toBe('pm_sandbox_mastercard_4444_1240_verify');
    expect(parseSandboxPaymentMethod('pm_sandbox_visa_9995_0331_nofunds')).toEqual({
      brand: 'visa',
      last4: '9995',
      expMonth: 3,
      expYear: 2031,
      outcome: 'nofunds',
    });
    for (const bad of ['pm_card_visa', 'pm_sandbox_visa_4242_1331_ok', 'pm_sandbox_visa_4242_0331_maybe', '4242424242424242'])
      expect(parseSandboxPaymentMethod(bad)).toBeNull();
  });

  it('labels cards and ledger lines', () => {
    expect(cardLabel({ id: 1, brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2030 })).toBe('Visa ending 4242, expires 03/2030');
    expect(kindLabel({ kind: 'gift', account: 'wallet', amount: -100 })).toBe('Gift sent');
    expect(kindLabel({ kind: 'gift', account: 'earnings', amount: 90 })).toBe('Gift received');
    expect(kindLabel({ kind: 'purchase', account: 'wallet', amount: 100 })).toBe('Coins bought');
    expect(kindLabel({ kind: 'demo_grant', account: 'wallet', amount: 500 })).toBe('Demo coins');
  });

  it('says who and what in words', () => {
    const base = { id: 1, transaction_id: 1, cents: 0, created_at: '2026-11-22T10:00:00Z', post_id: null };
    const luna = { user_id: 2, user_name: 'luna_rivers', nickname: 'Luna Rivers', portrait: '' };
    const fan = { user_id: 3, user_name: 'golden_fan', nickname: '', portrait: '' };
    expect(lineTitle({ ...base, kind: 'unlock', account: 'wallet', amount: -25, party: luna })).toBe('Unlocked a post from Luna Rivers');
    expect(lineTitle({ ...base, kind: 'unlock', account: 'earnings', amount: 22, party: fan })).toBe('golden_fan unlocked your post');
    expect(lineTitle({ ...base, kind: 'tip', account: 'wallet', amount: -10, party: luna })).toBe('Tipped Luna Rivers');
    expect(lineTitle({ ...base, kind: 'purchase', account: 'wallet', amount: 500, party: null })).toBe('Bought 500 coins');
    // Without a party (an older line), the kind's label.
    expect(lineTitle({ ...base, kind: 'gift', account: 'wallet', amount: -100, party: null })).toBe('Gift sent');
  });
});
