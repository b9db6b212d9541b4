/** The one rounding rule of the creator's share (issue 44 point 11, ADR 134), over random charge sequences. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareOfCharge, type ShareTotals } from './share';

const floorPct = (coins: number, percent: number) => Math.floor((coins * percent) / 100);
const charges = fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 60 });
const percents = fc.integer({ min: 0, max: 90 });

/** One scope's charges in turn, as the ledger makes them: the totals move on by each charge and its share. */
function run(list: number[], percentOf: (i: number) => number) {
  let totals: ShareTotals = { coins: 0, share: 0 };
  const splits = list.map((coins, i) => {
    const split = shareOfCharge(totals, coins, percentOf(i));
    totals = { coins: totals.coins + coins, share: totals.share + split.creator };
    return { coins, ...split, totals };
  });
  return { splits, totals };
}

describe("the creator's share on running totals", () => {
  it('after every charge of a scope the creator has exactly floor(percent x total); each share is whole, >= 0, and with the fee makes the charge', () => {
    fc.assert(
      fc.property(charges, percents, (list, percent) => {
        for (const s of run(list, () => percent).splits) {
          expect(Number.isInteger(s.creator) && s.creator >= 0 && s.platform >= 0).toBe(true);
          expect(s.creator + s.platform).toBe(s.coins);
          expect(s.totals.share).toBe(floorPct(s.totals.coins, percent));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("a creator's scopes together never pass floor(percent x everything they were paid)", () => {
    fc.assert(
      fc.property(fc.array(charges, { minLength: 1, maxLength: 8 }), percents, (scopes, percent) => {
        const runs = scopes.map((list) => run(list, () => percent).totals);
        const coins = runs.reduce((sum, t) => sum + t.coins, 0);
        const share = runs.reduce((sum, t) => sum + t.share, 0);
        expect(share).toBeLessThanOrEqual(floorPct(coins, percent));
      }),
      { numRuns: 300 },
    );
  });

  it('a percentage changed mid-scope never takes coins back, never pays more than a charge, nor passes the highest percentage', () => {
    fc.assert(
      fc.property(charges, fc.array(percents, { minLength: 1, maxLength: 60 }), (list, percentList) => {
        const percentOf = (i: number) => percentList[i % percentList.length]!;
        const { splits, totals } = run(list, percentOf);
        for (const s of splits) expect(s.creator >= 0 && s.creator <= s.coins && s.creator + s.platform === s.coins).toBe(true);
        expect(totals.share).toBeLessThanOrEqual(floorPct(totals.coins, Math.max(...percentList.slice(0, list.length))));
      }),
      { numRuns: 300 },
    );
  });

  it("the issue's numbers: 30 + 15 + 15 at 90% is 54; 20 + 10 + 5 is 31; a first 1-coin tip is 0", () => {
    expect(run([30, 15, 15], () => 90).splits.map((s) => s.creator)).toEqual([27, 13, 14]);
    expect(run([20, 10, 5], () => 90).totals.share).toBe(31);
    expect(shareOfCharge({ coins: 0, share: 0 }, 1, 90)).toEqual({ creator: 0, platform: 1 });
    // Ten 1-coin tips at 90%: 9 in all, the first nothing.
    expect(run(Array(10).fill(1), () => 90).splits.map((s) => s.creator)).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });
});
