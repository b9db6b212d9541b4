import type { MetaFunction } from '@remix-run/node';
import { entryById } from '../../routes.manifest';

/** "<screen title> · <app name>", from the manifest entry of the page (routes export it as `meta`). */
export const pageMeta: MetaFunction = ({ matches }) => {
  const leaf = matches[matches.length - 1];
  const root = matches.find((m) => m.id === 'root')?.data as { env?: { APP_NAME?: string } } | undefined;
  const app = root?.env?.APP_NAME ?? 'Fanstage';
  const title = leaf ? entryById(leaf.id)?.title : undefined;
  return [{ title: title ? `${title} · ${app}` : app }, { name: 'description', content: `${app}: creators and fans, 18+ only.` }];
};
