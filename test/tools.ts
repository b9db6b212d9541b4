/**
 * A tool a test needs (ffmpeg, coturn, Janus, Chromium, redis-server): where it is missing, the test
 * skips and says what to install; under CI=true it fails instead, since .ci/run installs every tool,
 * so a green CI means every test ran (ADR 123).
 */
export function toolPresent(present: boolean, what: string, install: string): boolean {
  if (present) return true;
  const message = `${what} is not installed (${install})`;
  if (process.env.CI === 'true') throw new Error(`${message}: CI installs it, so a test that needs it cannot skip`);
  console.warn(`skipped: ${message}`);
  return false;
}
