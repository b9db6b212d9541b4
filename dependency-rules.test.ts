// The house's dependency rules (.dependency-cruiser.cjs) can fail: the real configuration, run on
// a small tree that breaks each rule once, reports each break and lets the allowed imports pass.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const fixture: Record<string, string> = {
  // A cycle written through the tsconfig alias, so the alias is resolved.
  'app/lib/a.ts': "import { b } from '~/lib/b';\nexport const a = () => b;\n",
  'app/lib/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  'app/routes/page.tsx':
    "import type { View } from '../../server/domain/view';\n" +
    "import { run } from '../../server/domain/run';\n" +
    'export const page = (v: View) => run(v);\n',
  'design-system/Button.tsx': "import { a } from '~/lib/a';\nimport { tokens } from '#ds/tokens';\nexport const Button = [a, tokens];\n",
  'design-system/tokens.ts': 'export const tokens = {};\n',
  'server/domain/view.ts': 'export type View = { id: string };\n',
  'server/domain/run.ts':
    "import type { Request } from 'express';\n" +
    "import { endpoint } from '../api/endpoint';\n" +
    "import type { View } from './view';\n" +
    'export const run = (v: View, r?: Request) => [v, r, endpoint];\n',
  'server/domain/content/posts.ts': "import { pay } from '../money/pay';\nexport const post = () => pay;\n",
  'server/domain/money/pay.ts': "import type { Post } from '../content/types';\nexport const pay = (p?: Post) => p;\n",
  'server/domain/content/types.ts': 'export type Post = { id: string };\n',
  'server/api/endpoint.ts': "import type { View } from '../domain/view';\nexport const endpoint = (v?: View) => v;\n",
  'common/rules.ts': "import { Button } from '../design-system/Button';\nexport const rules = Button;\n",
  'common/ok.ts': "export const ok = 'common imports nothing';\n",
};

let dir: string;
let result: ICruiseResult;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'depcruise-'));
  for (const [path, text] of Object.entries(fixture)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  // The fixture's tsconfig has the project's path aliases, and its packages are the project's.
  const { compilerOptions } = JSON.parse(readFileSync('tsconfig.json', 'utf8'));
  const tsconfig = { compilerOptions: { baseUrl: '.', paths: compilerOptions.paths, jsx: 'react-jsx' }, include: ['**/*'] };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');

  const options = await extractDepcruiseOptions(resolve('.dependency-cruiser.cjs'));
  options.baseDir = dir;
  options.tsConfig = { fileName: join(dir, 'tsconfig.json') };
  const output = await cruise(
    ['app', 'server', 'common', 'design-system'],
    options,
    {},
    {
      tsConfig: extractTSConfig(join(dir, 'tsconfig.json')),
    },
  );
  result = output.output as ICruiseResult;
}, 30_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Each violation as `rule: from -> to`. */
function violations(): string[] {
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('the dependency rules', () => {
  it('report a cycle, found through a path alias', () => {
    expect(violations()).toContain('no-circular: app/lib/a.ts -> app/lib/b.ts');
  });

  it('report the design system importing the app, and let it import itself through #ds', () => {
    expect(violations()).toContain('design-system-stands-alone: design-system/Button.tsx -> app/lib/a.ts');
    expect(violations().filter((v) => v.includes('design-system/tokens.ts'))).toEqual([]);
  });

  it('let the app import types from the server, not code', () => {
    expect(violations()).toContain('app-imports-only-types-from-server: app/routes/page.tsx -> server/domain/run.ts');
    expect(violations().filter((v) => v.includes('server/domain/view.ts'))).toEqual([]);
  });

  it('report the domain importing the API or Express, even for a type', () => {
    const fromDomain = violations().filter((v) => v.startsWith('domain-knows-no-http: server/domain/run.ts'));
    expect(fromDomain).toContain('domain-knows-no-http: server/domain/run.ts -> server/api/endpoint.ts');
    expect(fromDomain.some((v) => /node_modules\/(@types\/)?express\//.test(v))).toBe(true);
  });

  it('report common/ importing the others', () => {
    expect(violations()).toContain('common-stands-alone: common/rules.ts -> design-system/Button.tsx');
  });

  it('report two domain areas that import each other, though no module cycle exists', () => {
    expect(violations()).toContain('no-circular-between-domain-areas: server/domain/content -> server/domain/money');
  });

  it('resolve every import', () => {
    expect(violations().filter((v) => v.startsWith('not-to-unresolvable'))).toEqual([]);
  });
});
