/**
 * For stories of views that hold a connected part (a component that reads the root loader data
 * or navigates): a memory data router with the root route's data, as Remix gives it in the app.
 */
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

export interface StoryRootData {
  viewer: { loggedIn: boolean; userRole: number | null; userName: string | null };
  env: { GIFT_ANIMATION_BASE_URL: string };
}

export const signedInRoot: StoryRootData = { viewer: { loggedIn: true, userRole: 0, userName: 'golden_fan' }, env: { GIFT_ANIMATION_BASE_URL: '/gifts/' } };
export const visitorRoot: StoryRootData = { viewer: { loggedIn: false, userRole: null, userName: null }, env: { GIFT_ANIMATION_BASE_URL: '/gifts/' } };

/** Renders the story as the root route at `path` (no navigation leaves the story: other paths render nothing). */
export function withRemixRouter(root: StoryRootData = signedInRoot, path = '/@ava_gold'): Decorator {
  return function RemixRouterDecorator(Story) {
    const [router] = useState(() =>
      createMemoryRouter([{ id: 'root', path: '*', element: <Story /> }], {
        initialEntries: [path],
        hydrationData: { loaderData: { root } },
      }),
    );
    return <RouterProvider router={router} future={{ v7_startTransition: true }} />;
  };
}
