/** The Lovense adapter against the local stand-in of Lovense's local API (scripts/lovense-standin.mjs), over real HTTP. */
import { afterEach, expect, it } from 'vitest';
import { startLovenseStandin } from '../../../../scripts/lovense-standin.mjs';
import { lovenseDriver, normalizeAddress, ToyError } from './lovense';

const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});
async function standin(toys = true) {
  const s = await startLovenseStandin({ toys });
  open.push(s);
  return s;
}

it('sends a Function command with the strength and seconds, as Lovense documents it', async () => {
  const s = await standin();
  await lovenseDriver(`${s.url}/`).vibrate(12, 10);
  expect(s.commands).toEqual([{ command: 'Function', action: 'Vibrate:12', timeSec: 10, apiVer: 1 }]);
});

it('keeps strength to 1-20 and seconds to 1-60', async () => {
  const s = await standin();
  await lovenseDriver(s.url).vibrate(50, 500);
  await lovenseDriver(s.url).vibrate(0, 0);
  expect(s.commands.map((c) => [c.action, c.timeSec])).toEqual([
    ['Vibrate:20', 60],
    ['Vibrate:1', 1],
  ]);
});

it('says "no toy" when the app has none connected, and "no toy found" when nothing answers', async () => {
  const empty = await standin(false);
  await expect(lovenseDriver(empty.url).vibrate(5, 2)).rejects.toMatchObject({ kind: 'no-toy' });
  const gone = await standin();
  const url = gone.url;
  await gone.close();
  open.splice(open.indexOf(gone), 1);
  const failure = await lovenseDriver(url)
    .vibrate(5, 2)
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ToyError);
  expect((failure as ToyError).message).toMatch(/^No toy found at that address/);
});

it('refuses an address that is not one without calling anything', async () => {
  expect(normalizeAddress('127-0-0-1.lovense.club:30010')).toBeNull();
  expect(normalizeAddress('https://127-0-0-1.lovense.club:30010/')).toBe('https://127-0-0-1.lovense.club:30010');
  await expect(lovenseDriver('not an address').vibrate(5, 2)).rejects.toMatchObject({ kind: 'address' });
});
