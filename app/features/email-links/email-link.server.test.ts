import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { processEmailLink, takeEmailLinkNotice } from './email-link.server';

/** A request's cookies and the report port, recorded (the loader's real context is exercised by e2e/identity.spec.ts). */
function contextWith(cookies: Record<string, string> = {}) {
  const jar = { ...cookies };
  const reports: unknown[] = [];
  const context = {
    cookies: {
      get: (name: string) => jar[name],
      set: (name: string, value: string) => void (jar[name] = value),
      clear: (name: string) => void delete jar[name],
    },
    services: { referrals: { reportEmailEvent: async (event: unknown) => void reports.push(event) } },
  } as unknown as AppLoadContext;
  return { context, jar, reports };
}

async function redirectOf(promise: Promise<void>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

const at = (path: string) => new URL(path, 'http://localhost');

describe('email links on the server', () => {
  it('strips the tracking parameters and keeps the rest', async () => {
    const { context } = contextWith();
    expect(await redirectOf(processEmailLink(at('/post?id=4&t=news&sc=email&s=7'), context, 7))).toBe('/post?id=4');
    expect(await redirectOf(processEmailLink(at('/post?id=4'), context, 7))).toBeNull();
  });

  it('a link for another account leaves the mismatch for the next page, once', async () => {
    const { context } = contextWith();
    await redirectOf(processEmailLink(at('/home?t=news&sc=email&s=8'), context, 7));
    expect(takeEmailLinkNotice(context)).toEqual({ mismatch: true });
    expect(takeEmailLinkNotice(context)).toBeNull();
  });

  it('reports an earnings click once per browser session per sender', async () => {
    const { context, reports } = contextWith();
    const link = at('/home?t=earnings&sc=email&s=7');
    await redirectOf(processEmailLink(link, context, 7));
    await redirectOf(processEmailLink(link, context, 7));
    expect(reports).toEqual([{ template: 'earnings', userId: 7, eventType: 2, payload: { click_url: link.href } }]);
    await redirectOf(processEmailLink(at('/home?t=earnings&sc=email&s=9'), context, null));
    expect(reports).toHaveLength(2);
    // Any other parameter, or another template: no report.
    await redirectOf(processEmailLink(at('/home?t=earnings&sc=email&s=10&x=1'), context, null));
    await redirectOf(processEmailLink(at('/home?t=news&sc=email&s=11'), context, null));
    expect(reports).toHaveLength(2);
  });

  it("keeps the renewal target only when the link is the user's own with t, sc and s", async () => {
    const own = contextWith();
    await redirectOf(processEmailLink(at('/home?target_user_id=42&t=renew&sc=email&s=7'), own.context, 7));
    expect(takeEmailLinkNotice(own.context)).toEqual({ mismatch: false, renewalTarget: '42' });
    const other = contextWith();
    await redirectOf(processEmailLink(at('/home?target_user_id=42&t=renew&sc=email'), other.context, 7));
    expect(takeEmailLinkNotice(other.context)).toBeNull();
  });

  it('remembers s as the inviter and t as the traffic source, merged with an earlier referral', async () => {
    const { context, jar } = contextWith({ __ref: JSON.stringify({ code: 'goldref1' }) });
    await redirectOf(processEmailLink(at('/terms?t=weekly&sc=email&s=5'), context, null));
    expect(JSON.parse(jar.__ref)).toEqual({ code: 'goldref1', inviter: '5', traffic: 'weekly' });
  });
});
