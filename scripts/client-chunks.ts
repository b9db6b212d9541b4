/**
 * How the browser build is cut into files (ADR 116). Rollup's own split gives a file per set of
 * routes that share a module: a first visit loaded 32 to 37 files, most under 1 KB, and gzip
 * compresses each alone. Three groups are known to load together on every page, so each is one file:
 * - `framework`: React, Remix and the router;
 * - `shell`: the app code the root route reaches by static imports (the frame of every page);
 * - `ds`: the design system's tokens, theme and vanilla-extract's runtime, its modules the shell
 *   reaches, and the few small components most screens show (COMMON).
 * Outside the shell, small modules that pages load together (ADR 117): `pay` (the spend flow's
 * first part and the wallet), `content` (media URLs, visibility, the feed's live strip) and
 * `creator` (a creator's actions and media tiles, on a profile). And `styles`: every stylesheet in
 * one file, so a page waits for one render-blocking request, not one per component.
 * The rest (routes, what several routes share, what loads on demand) is left to Rollup.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type ModuleInfo = { importedIds: readonly string[] } | null;
type ChunkMeta = { getModuleInfo: (id: string) => ModuleInfo; getModuleIds: () => IterableIterator<string> };

const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\//;
const DS_RUNTIME = /\/design-system\/(tokens|theme)\/|\/node_modules\/@vanilla-extract\//;
const COMMON = /\/design-system\/(components\/(Avatar|ButtonLink|DateTime|IconButton|PostMedia|Stack|TextLink)\/|lib\/image-loading\.ts$)/;
const PAY =
  /\/app\/(features\/pay\/(spend|spend-flow)\.tsx?|stores\/wallet\.ts|lib\/idempotency\.ts|lib\/api\/api-error\.ts)$|\/design-system\/components\/Money\//;
const CONTENT = /\/common\/(media|visibility|moderation-lists)\.ts$|\/app\/features\/(feed\/media-urls\.ts|live\/LiveEntries\.tsx)$/;
const CREATOR =
  /\/app\/features\/(calls\/VideoCallAction\.tsx|calls\/format\.ts|pay\/CreatorPayActions\.tsx|pay\/gift-animations\.ts|subs\/JoinMembership\.tsx)$|\/common\/gifts\.ts$|\/design-system\/components\/(MediaGrid|MediaTile|LockBadge|CoverImage|Tabs)\//;

export function clientChunks(root: string) {
  const designSystem = path.join(root, 'design-system') + path.sep;
  let shell: Set<string> | undefined;

  /** The app's and the design system's modules the root route reaches by static imports. */
  function shellOf(meta: ChunkMeta): Set<string> {
    const reached = new Set<string>();
    const start = [...meta.getModuleIds()].filter((id) => id.startsWith(path.join(root, 'app/root.tsx')));
    const stack = [...start];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (reached.has(id) || id.includes('/node_modules/') || id.startsWith('\0')) continue;
      reached.add(id);
      stack.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
    }
    return reached;
  }

  return function manualChunks(id: string, meta: ChunkMeta): string | undefined {
    if (/\.css($|\?)/.test(id)) return 'styles'; // vanilla-extract's virtual stylesheets and the font faces
    // zod and app/lib/zod-jitless.ts (the browser's `zod`) share one file (ADR 085, 105).
    if (id.includes('/node_modules/zod/') || id.endsWith('/app/lib/zod-jitless.ts')) return 'zod';
    if (FRAMEWORK.test(id)) return 'framework';
    if (DS_RUNTIME.test(id) || COMMON.test(id)) return 'ds';
    shell ??= shellOf(meta);
    if (id.endsWith('/app/features/shell/ScreenFrame.tsx')) return 'shell'; // the frame of every screen
    if (shell.has(id)) return id.startsWith(designSystem) ? 'ds' : 'shell';
    if (PAY.test(id)) return 'pay';
    if (CONTENT.test(id)) return 'content';
    if (CREATOR.test(id)) return 'creator';
    return undefined;
  };
}

/**
 * The app imports the design system from its index (`#ds`). A module put in a named group takes
 * along every module it imports that has no group, and the index imports every component: so in
 * the browser build, `import { A, B } from '#ds'` becomes one import per component's own module.
 */
export function designSystemImports(root: string): Plugin {
  const index = fs.readFileSync(path.join(root, 'design-system/index.ts'), 'utf8');
  // exported name -> the module and its name there
  const source = new Map<string, { from: string; name: string }>();
  for (const [, names, from] of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const { imported, local } of specifiers(names)) source.set(local, { from: path.join(root, 'design-system', from), name: imported });
  }
  return {
    name: 'design-system-imports',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !code.includes("'#ds'")) return null;
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*'#ds';?/g, (whole, names: string) => {
        const byModule = new Map<string, string[]>();
        for (const { imported, local } of specifiers(names)) {
          const target = source.get(imported);
          if (!target) return whole; // not a plain re-export: leave the statement as written
          byModule.set(target.from, [...(byModule.get(target.from) ?? []), target.name === local ? local : `${target.name} as ${local}`]);
        }
        // On one line, so the module's other lines keep their numbers.
        return [...byModule].map(([from, list]) => `import { ${list.join(', ')} } from ${JSON.stringify(from)};`).join(' ');
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** `A, B as C, type D` -> the value specifiers (types are erased anyway). */
function specifiers(list: string) {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [imported, local = imported] = part.split(/\s+as\s+/);
      return { imported, local };
    });
}
