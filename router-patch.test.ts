// The patch to @remix-run/router (ADR 113, patches/): matching keeps its work per tree shape and
// per pathname, and must still answer for the tree it is given, as it is now.
import { createMemoryHistory, createRouter, matchRoutes, type AgnosticRouteObject } from '@remix-run/router';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type Route = AgnosticRouteObject & { id: string; children?: Route[] };
const tree = (): Route[] => [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', path: 'home' },
      { id: 'index', index: true },
      { id: 'profile', path: ':handle', children: [{ id: 'post', path: 'posts/:id' }] },
      { id: 'docs', path: 'docs/*' },
    ],
  },
];
const ids = (routes: Route[], path: string) => matchRoutes(routes, path)?.map((m) => m.route.id) ?? null;

describe('@remix-run/router, patched', () => {
  it('is the patched build, in both the files Node and Vite load', () => {
    const require = createRequire(import.meta.url);
    const dist = require.resolve('@remix-run/router').replace(/router\.cjs\.js$/, '');
    for (const file of ['router.cjs.js', 'router.js']) expect(fs.readFileSync(dist + file, 'utf8')).toContain('function rankedTemplate(');
  });

  it('matches as the unpatched router did', () => {
    const routes = tree();
    expect(ids(routes, '/home')).toEqual(['root', 'home']);
    expect(ids(routes, '/')).toEqual(['root', 'index']);
    expect(ids(routes, '/@luna/posts/7')).toEqual(['root', 'profile', 'post']);
    expect(matchRoutes(routes, '/@luna/posts/7')?.at(-1)?.params).toEqual({ handle: '@luna', id: '7' });
    expect(matchRoutes(routes, '/docs/a/b')?.at(-1)?.params).toEqual({ '*': 'a/b' });
    expect(ids(routes, '/a/b/c')).toBeNull();
  });

  it('gives the routes of the tree it is given, for a new tree of the same shape too', () => {
    const first = tree();
    const second = tree();
    expect(matchRoutes(first, '/home')?.[1].route).toBe(first[0].children![0]);
    expect(matchRoutes(second, '/home')?.[1].route).toBe(second[0].children![0]);
  });

  it('sees routes added or changed in place, as lazy route discovery does', () => {
    const routes = tree();
    expect(ids(routes, '/live/3')).toBeNull();
    routes[0].children!.push({ id: 'live', path: 'live/:id' });
    expect(ids(routes, '/live/3')).toEqual(['root', 'live']);
    routes[0].children![0].path = 'feed';
    expect(ids(routes, '/home')).toEqual(['root', 'profile']);
    expect(ids(routes, '/feed')).toEqual(['root', 'home']);
    routes[0].children![0].children = [{ id: 'feed-item', path: ':id' }];
    expect(ids(routes, '/feed/9')).toEqual(['root', 'home', 'feed-item']);
  });

  it('tells apart one route object used in two places', () => {
    const shared: Route = { id: 'shared', path: 'twice' };
    const routes: Route[] = [
      { id: 'a', path: 'a', children: [shared] },
      { id: 'b', path: 'b', children: [shared] },
    ];
    expect(ids(routes, '/b/twice')).toEqual(['b', 'shared']);
    expect(ids(routes, '/a/twice')).toEqual(['a', 'shared']);
  });

  it('re-renders after a route is discovered only when the current page now matches differently', () => {
    const router = createRouter({
      history: createMemoryHistory({ initialEntries: ['/feed/9'] }),
      routes: [
        {
          id: 'root',
          path: '/',
          children: [
            { id: 'home', path: 'home' },
            { id: 'any', path: '*' },
          ],
        },
      ],
      hydrationData: { loaderData: {} },
    }).initialize();
    let updates = 0;
    router.subscribe(() => updates++);
    // A route the page only links to (eager discovery): nothing on screen changes.
    router.patchRoutes('root', [{ id: 'live', path: 'live/:id' }]);
    expect(updates).toBe(0);
    expect(router.routes[0]!.children!.map((r) => r.id)).toEqual(['home', 'any', 'live']);
    // The route the current page is on (it showed the catch-all): the page re-renders, and matches it.
    router.patchRoutes('root', [{ id: 'feed-item', path: 'feed/:id' }]);
    expect(updates).toBe(1);
    expect(matchRoutes(router.routes, '/feed/9')?.map((m) => m.route.id)).toEqual(['root', 'feed-item']);
    router.dispose();
  });
});
