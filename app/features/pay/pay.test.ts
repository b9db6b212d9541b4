import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../common/errors';
import { giftAnimationUrl, GIFTS } from '../../../common/gifts';
import { ApiError } from '../../lib/api/client';
import { buyCoinsPath, isNotEnoughCoins } from './buy-coins';
import { checkCard } from './card-fields';
import { cardLabel, kindLabel, safeReturnPath } from './types';

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

  it('checks a card with the server rules and names each bad field', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', month: '12', year: '2031', cvc: '123' }).card).toEqual({
      card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2031,
      cvc: '123',
    });
    const { card, errors } = checkCard({ number: '4242', month: '13', year: '31', cvc: '12' });
    expect(card).toBeUndefined();
    expect(Object.keys(errors).sort()).toEqual(['cvc', 'month', 'number', 'year']);
    expect(errors.month).toBe('Month must be a month from 1 to 12');
  });

  it('labels cards and ledger lines', () => {
    expect(cardLabel({ id: 1, brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2030 })).toBe('Visa ending 4242, expires 03/2030');
    expect(kindLabel({ kind: 'gift', account: 'wallet', amount: -100 })).toBe('Gift sent');
    expect(kindLabel({ kind: 'gift', account: 'earnings', amount: 90 })).toBe('Gift received');
    expect(kindLabel({ kind: 'purchase', account: 'wallet', amount: 100 })).toBe('Coins bought');
  });
});
