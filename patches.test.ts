// Each dependency patch (patches/, ADR 113 and 119) is in the installed files: every line a patch adds
// is in the file it patches. `patch-package --error-on-fail` (postinstall) stops an install whose patch
// does not apply; this fails when one is missing all the same (an install that skipped scripts, say).
// What the patches do is tested by router-patch.test.ts and the SSR benches (bench/ssr.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, 'patches');
const patches = fs.readdirSync(dir).filter((f) => f.endsWith('.patch'));

/** Each file a patch changes, with the lines it adds (long enough to be its own). */
function addedLines(patch: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of patch.split('\n')) {
    if (line.startsWith('+++ b/')) files.set(line.slice('+++ b/'.length), (current = []));
    else if (line.startsWith('+') && current && line.slice(1).trim().length > 20) current.push(line.slice(1));
  }
  return files;
}

describe('the dependency patches', () => {
  it('are there: three, as ADR 113 and 119 list', () => {
    expect(patches.sort()).toEqual(['@remix-run+react+2.17.5.patch', '@remix-run+router+1.23.3.patch', 'react-router-dom+6.30.4.patch']);
  });

  for (const name of patches)
    it(`${name} is applied to every file it changes`, () => {
      const files = addedLines(fs.readFileSync(path.join(dir, name), 'utf8'));
      expect(files.size).toBeGreaterThan(0);
      for (const [file, lines] of files) {
        expect(lines.length, file).toBeGreaterThan(0);
        const installed = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
        for (const line of lines) expect(installed.includes(line), `${file}: ${line.trim()}`).toBe(true);
      }
    });
});
