import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('start-up', () => {
  it('a bad configuration value stops start-up with a message naming the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('Invalid configuration');
  });
});
