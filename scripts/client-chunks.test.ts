import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { designSystemImports } from './client-chunks';

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
