/** The generated route list follows the endpoint table, whose names follow the rule. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiNames } from '../common/api-names';
import { endpoints } from '../server/api';
import { GENERATED_FILE, renderApiRoutes } from './api-routes';

describe('API route names', () => {
  it('common/api-routes.gen.ts is up to date with the endpoint table (run `npm run api:routes`)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(renderApiRoutes());
  });

  it('each endpoint is named by the rule of common/api-names.ts', () => {
    const table = Object.entries(endpoints);
    expect(table.map(([name]) => name)).toEqual(apiNames(table.map(([, ep]) => ep)));
  });

  it('the rule and its tie-breaks', () => {
    expect(
      apiNames([
        { method: 'POST', path: '/core/chat/send/' },
        { method: 'POST', path: '/auth/login' },
        { method: 'POST', path: '/pay/coins/buy' },
        { method: 'GET', path: '/core/notify/email/settings/' },
        { method: 'POST', path: '/core/notify/email/settings/' },
        { method: 'POST', path: '/auth/logout' },
        { method: 'POST', path: '/core/auth/logout/' },
      ]),
    ).toEqual(['chat.send', 'auth.login', 'pay.coins.buy', 'notify.email.settings', 'notify.email.settings.post', 'auth.logout', 'core.auth.logout']);
    expect(() =>
      apiNames([
        { method: 'GET', path: '/core/a/b/' },
        { method: 'GET', path: '/a/b' },
        { method: 'GET', path: '/core/a.b/' },
      ]),
    ).toThrow(/both named/);
  });
});
