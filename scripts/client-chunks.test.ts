import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientChunks, designSystemImports } from './client-chunks';

const root = path.resolve(import.meta.dirname, '..');
const ds = (file: string) => JSON.stringify(path.join(root, 'design-system', file));
const transform = (code: string, id = path.join(root, 'app/x.tsx')) => {
  const plugin = designSystemImports(root) as { transform: (code: string, id: string) => { code: string } | null };
  return plugin.transform(code, id)?.code ?? null;
};

describe('designSystemImports', () => {
  it("points each name imported from '#ds' at the module the index re-exports it from, keeping renames and the line count", () => {
    const out = transform("import { Box, Button as B, type BoxProps, Heading } from '#ds';\nconst x = 1;\n");
    expect(out).toBe(
      `import { Box } from ${ds('components/Box/Box')}; import { Button as B } from ${ds('components/Button/Button')}; ` +
        `import { Heading } from ${ds('components/Typography/Typography')};\nconst x = 1;\n`,
    );
  });

  it('leaves a statement with a name the index does not re-export as written, and other modules alone', () => {
    expect(transform("import { Box, NotAComponent } from '#ds';\n")).toBeNull();
    expect(transform("import { Box } from './ds';\n")).toBeNull();
    expect(transform("import { Box } from '#ds';\n", path.join(root, 'node_modules/x/index.ts'))).toBeNull();
  });
});

describe('clientChunks', () => {
  const at = (file: string) => path.join(root, file);
  // root.tsx -> AppShell.tsx -> common/media.ts; a route -> spend.tsx and MediaTile
  const graph: Record<string, string[]> = {
    [at('app/root.tsx')]: [at('app/features/shell/AppShell.tsx')],
    [at('app/features/shell/AppShell.tsx')]: [at('common/media.ts'), at('design-system/components/Box/Box.tsx')],
    [at('app/routes/profile.tsx')]: [at('app/features/pay/spend.tsx'), at('design-system/components/MediaTile/MediaTile.tsx')],
  };
  const meta = { getModuleIds: () => Object.keys(graph).values(), getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) };
  const group = (file: string) => clientChunks(root)(at(file), meta);

  it('puts what the root reaches in the shell first, then the groups a first visit loads together', () => {
    expect(group('app/features/shell/AppShell.tsx')).toBe('shell');
    expect(group('common/media.ts')).toBe('shell'); // reached by the root: not in the content group
    expect(group('design-system/components/Box/Box.tsx')).toBe('ds');
    expect(group('node_modules/react-dom/index.js')).toBe('framework');
    expect(group('app/features/pay/spend.tsx')).toBe('pay');
    expect(group('app/features/feed/media-urls.ts')).toBe('content');
    expect(group('design-system/components/MediaTile/MediaTile.tsx')).toBe('creator');
    expect(group('app/routes/profile.tsx')).toBeUndefined();
  });

  it('puts every stylesheet in one file', () => {
    expect(group('design-system/components/Tabs/Tabs.css.ts.vanilla.css')).toBe('styles');
    expect(group('design-system/theme/fonts/inter-latin.css')).toBe('styles');
    expect(group('design-system/components/Switch/Switch.css.ts')).toBeUndefined(); // its class names stay with the component
  });
});
