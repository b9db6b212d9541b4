/**
 * For the call e2e tests (issue 21): the page keeps its RTCPeerConnection to itself, so a test
 * records the connections the page makes (an init script, which the page's CSP does not apply to)
 * and reads their getStats(). Nothing in the app exists for tests.
 */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __e2ePeerConnections?: RTCPeerConnection[];
  }
}

/** Call before the page loads: every RTCPeerConnection the page creates is kept in window.__e2ePeerConnections. */
export async function recordPeerConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const all: RTCPeerConnection[] = [];
    window.__e2ePeerConnections = all;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        all.push(this);
      }
    };
  });
}

/** Bytes of video received so far by the page's open connection (0 without one); it grows while frames arrive. */
export function inboundVideoBytes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const open = (window.__e2ePeerConnections ?? []).filter((pc) => pc.connectionState !== 'closed');
    const pc = open[open.length - 1];
    if (!pc) return 0;
    let bytes = 0;
    (await pc.getStats()).forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') bytes += report.bytesReceived ?? 0;
    });
    return bytes;
  });
}

/** The connection's configuration as the page made it (the TURN test checks iceTransportPolicy 'relay'). */
export function peerConnectionConfig(page: Page): Promise<RTCConfiguration | null> {
  return page.evaluate(() => {
    const all = window.__e2ePeerConnections ?? [];
    return all.length ? all[all.length - 1].getConfiguration() : null;
  });
}

/** The candidate types of the pair the page's open connection uses now ('host', 'srflx', 'prflx', 'relay'); null before one is chosen. */
export function selectedCandidateTypes(page: Page): Promise<{ local: string; remote: string } | null> {
  return page.evaluate(async () => {
    const open = (window.__e2ePeerConnections ?? []).filter((pc) => pc.connectionState !== 'closed');
    const pc = open[open.length - 1];
    if (!pc) return null;
    const reports = new Map<string, Record<string, unknown>>();
    (await pc.getStats()).forEach((report: Record<string, unknown>) => reports.set(report.id as string, report));
    const all = [...reports.values()];
    const transport = all.find((r) => r.type === 'transport' && r.selectedCandidatePairId);
    const pair =
      (transport && reports.get(transport.selectedCandidatePairId as string)) ??
      all.find((r) => r.type === 'candidate-pair' && r.nominated === true && r.state === 'succeeded');
    if (!pair) return null;
    const local = reports.get(pair.localCandidateId as string);
    const remote = reports.get(pair.remoteCandidateId as string);
    return local && remote ? { local: String(local.candidateType), remote: String(remote.candidateType) } : null;
  });
}
