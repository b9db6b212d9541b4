/**
 * The WebRTC side of one /video-call page (issue 21): the local camera and microphone, one
 * RTCPeerConnection, and the offer/answer/candidate exchange over the call's socket room.
 * Plain TypeScript with its browser and socket parts injected, so the rules are unit-tested.
 *
 * Roles: only the caller offers (on call_ready), so offers never cross; the callee answers.
 * Remote candidates wait until the remote description is set. Recovery: ICE 'disconnected' for
 * DISCONNECT_GRACE_MS or 'failed' after the call had connected -> the caller restarts ICE (and
 * renegotiates from scratch if that did not help); the callee asks for it by re-joining the room
 * (the server then sends call_ready again). The server bills by its own clock, so a reconnect
 * never charges twice; this side only reports "my media flows" once.
 */
import type { CallSignal } from '../../../../common/calls';

export const DISCONNECT_GRACE_MS = 2_000;
/** A recovery attempt that has not reconnected by then is followed by the next one. */
export const RECOVERY_ATTEMPT_MS = 10_000;
export const MAX_RECOVERY_ATTEMPTS = 3;
/** A first connection that takes longer than this has no path between the two devices. */
export const FIRST_CONNECT_TIMEOUT_MS = 30_000;

export type MediaStatus = 'starting' | 'ready' | 'denied' | 'unavailable';

export interface CallMediaState {
  media: MediaStatus;
  local: MediaStream | null;
  remote: MediaStream | null;
  micOn: boolean;
  cameraOn: boolean;
  canSwitchCamera: boolean;
  connection: RTCPeerConnectionState;
  ice: RTCIceConnectionState;
  /** The media flowed at least once on this page. */
  everConnected: boolean;
  /** Connected before, and now trying to get back. */
  reconnecting: boolean;
  /** No way to connect (or to reconnect): the page shows the error. */
  failed: boolean;
}

type Timer = ReturnType<typeof setTimeout>;

export interface CallControllerDeps {
  role: 'caller' | 'callee';
  config: RTCConfiguration;
  createPeerConnection: (config: RTCConfiguration) => RTCPeerConnection;
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  enumerateDevices: () => Promise<MediaDeviceInfo[]>;
  sendSignal: (signal: CallSignal) => Promise<unknown>;
  /** Callee: ask the caller for a restarting offer (re-join the room: the server sends call_ready). */
  requestRestart: () => void;
  /** The media flows for the first time on this page (POST call.connected). */
  onFirstConnected: () => void;
  setTimer?: (fn: () => void, ms: number) => Timer;
  clearTimer?: (timer: Timer) => void;
}

export const initialMediaState: CallMediaState = {
  media: 'starting',
  local: null,
  remote: null,
  micOn: true,
  cameraOn: true,
  canSwitchCamera: false,
  connection: 'new',
  ice: 'new',
  everConnected: false,
  reconnecting: false,
  failed: false,
};

const isConnectedIce = (s: RTCIceConnectionState) => s === 'connected' || s === 'completed';

export class CallController {
  private state: CallMediaState = initialMediaState;
  private readonly listeners = new Set<(state: CallMediaState) => void>();
  private pc: RTCPeerConnection | null = null;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private negotiated = false;
  private closed = false;
  private reported = false;
  private attempts = 0;
  private videoDevices: string[] = [];
  private readonly mediaReady: Promise<boolean>;
  private resolveMedia!: (ok: boolean) => void;
  private disconnectTimer: Timer | null = null;
  private recoveryTimer: Timer | null = null;
  private firstConnectTimer: Timer | null = null;
  private readonly setTimer: (fn: () => void, ms: number) => Timer;
  private readonly clearTimer: (timer: Timer) => void;

  constructor(private readonly deps: CallControllerDeps) {
    this.mediaReady = new Promise((resolve) => (this.resolveMedia = resolve));
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimer ?? ((t) => clearTimeout(t));
  }

  getState = () => this.state;

  subscribe(listener: (state: CallMediaState) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** The connection in use (the e2e tests record the page's connections themselves: e2e/call-stats.ts). */
  get peerConnection(): RTCPeerConnection | null {
    return this.pc;
  }

  /** Opens the camera and microphone for the preview and the call. */
  async start(): Promise<void> {
    let stream: MediaStream;
    try {
      stream = await this.deps.getUserMedia({ video: true, audio: true });
    } catch (error) {
      const denied = (error as { name?: string } | null)?.name === 'NotAllowedError';
      this.update({ media: denied ? 'denied' : 'unavailable' });
      this.resolveMedia(false);
      return;
    }
    if (this.closed) return stopTracks(stream);
    const devices = await this.deps.enumerateDevices().catch(() => [] as MediaDeviceInfo[]);
    this.videoDevices = devices.filter((d) => d.kind === 'videoinput').map((d) => d.deviceId);
    if (this.closed) return stopTracks(stream);
    this.update({ media: 'ready', local: stream, canSwitchCamera: this.videoDevices.length > 1 });
    this.resolveMedia(true);
  }

  /** call_ready: both members are in the room. The caller offers (again: an ICE restart, or a fresh start). */
  async onReady(): Promise<void> {
    if (this.deps.role !== 'caller' || this.closed || !(await this.mediaReady) || this.closed) return;
    if (!this.negotiated || !this.pc) return this.offer('fresh');
    // A restart that did not help, or an offer still unanswered: start over with a new connection.
    const stable = this.pc.signalingState === 'stable';
    return this.offer(stable && this.attempts <= 1 ? 'ice-restart' : 'fresh');
  }

  async handleSignal(signal: CallSignal): Promise<void> {
    if (this.closed) return;
    if (signal.type === 'candidate') return this.addRemoteCandidate(signal.candidate);
    if (!(await this.mediaReady) || this.closed) return;
    if (signal.type === 'offer') return this.answer(signal);
    if (this.deps.role !== 'caller' || !this.pc) return;
    try {
      await this.pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
      await this.flushCandidates();
    } catch {
      // The callee answered with a connection of its own (it reloaded): negotiate from scratch.
      if (!this.closed) await this.offer('fresh');
    }
  }

  setMic(on: boolean) {
    for (const track of this.state.local?.getAudioTracks() ?? []) track.enabled = on;
    this.update({ micOn: on });
  }

  setCamera(on: boolean) {
    for (const track of this.state.local?.getVideoTracks() ?? []) track.enabled = on;
    this.update({ cameraOn: on });
  }

  /** The next camera (front/back): the new track replaces the old one on the connection, without renegotiating. */
  async switchCamera(): Promise<void> {
    const local = this.state.local;
    const current = local?.getVideoTracks()[0];
    if (!local || !current || this.videoDevices.length < 2) return;
    const at = this.videoDevices.indexOf(current.getSettings().deviceId ?? '');
    const next = this.videoDevices[(at + 1) % this.videoDevices.length];
    const stream = await this.deps.getUserMedia({ video: { deviceId: { exact: next } } });
    const track = stream.getVideoTracks()[0];
    if (this.closed || !track) return stopTracks(stream);
    track.enabled = this.state.cameraOn;
    const sender = this.pc?.getSenders().find((s) => s.track === current);
    await sender?.replaceTrack(track);
    local.removeTrack(current);
    local.addTrack(track);
    current.stop();
    this.update({ local });
  }

  /** Leave, unmount or the call ended: every track stops and the connection closes. */
  close() {
    if (this.closed) return;
    this.closed = true;
    this.resolveMedia(false);
    for (const timer of [this.disconnectTimer, this.recoveryTimer, this.firstConnectTimer]) if (timer) this.clearTimer(timer);
    this.dropConnection();
    this.pendingCandidates = [];
    if (this.state.local) stopTracks(this.state.local);
    this.update({ local: null, remote: null, connection: 'closed', ice: 'closed', reconnecting: false });
  }

  private update(patch: Partial<CallMediaState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener(this.state);
  }

  private dropConnection() {
    const pc = this.pc;
    // Queued remote candidates stay: they may belong to the offer on its way (an old one's just fail).
    this.pc = null;
    if (!pc) return;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.oniceconnectionstatechange = null;
    pc.onconnectionstatechange = null;
    pc.close();
  }

  /** A new connection carrying the local tracks (the old one, if any, is closed). */
  private connect(): RTCPeerConnection {
    this.dropConnection();
    const pc = this.deps.createPeerConnection(this.deps.config);
    this.pc = pc;
    const local = this.state.local;
    if (local) for (const track of local.getTracks()) pc.addTrack(track, local);
    let gathered = 0;
    pc.onicecandidate = (event) => {
      if (this.pc !== pc) return;
      // Gathering ended without a single candidate (relay only, and no TURN server): no path can exist.
      if (!event.candidate) return void (gathered === 0 && !this.state.everConnected && this.fail());
      gathered += 1;
      const { candidate, sdpMid, sdpMLineIndex } = event.candidate;
      void this.deps
        .sendSignal({ type: 'candidate', candidate: { candidate, sdpMid: sdpMid ?? null, sdpMLineIndex: sdpMLineIndex ?? null } })
        .catch(() => undefined);
    };
    pc.ontrack = (event) => {
      if (this.pc === pc && event.streams[0]) this.update({ remote: event.streams[0] });
    };
    pc.oniceconnectionstatechange = () => this.pc === pc && this.onIceState(pc.iceConnectionState);
    pc.onconnectionstatechange = () => this.pc === pc && this.onConnectionState(pc.connectionState);
    this.update({ ice: pc.iceConnectionState, connection: pc.connectionState });
    if (!this.state.everConnected && !this.firstConnectTimer) {
      this.firstConnectTimer = this.setTimer(() => {
        if (!this.state.everConnected) this.fail();
      }, FIRST_CONNECT_TIMEOUT_MS);
    }
    return pc;
  }

  private async offer(kind: 'fresh' | 'ice-restart') {
    const pc = kind === 'fresh' || !this.pc ? this.connect() : this.pc;
    try {
      const offer = await pc.createOffer(kind === 'ice-restart' ? { iceRestart: true } : undefined);
      if (this.pc !== pc) return;
      await pc.setLocalDescription(offer);
      this.negotiated = true;
      await this.deps.sendSignal({ type: 'offer', sdp: offer.sdp ?? '', ...(kind === 'ice-restart' ? { restart: true } : {}) });
    } catch {
      // The socket is away: the re-join on reconnect brings call_ready, and with it the next offer.
    }
  }

  private async answer(signal: Extract<CallSignal, { type: 'offer' }>) {
    // A first offer while this side is already connected: the caller came back with a new connection.
    const fresh = !this.pc || (!signal.restart && this.pc.remoteDescription !== null);
    let pc = fresh ? this.connect() : this.pc!;
    try {
      await pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
    } catch {
      pc = this.connect();
      await pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp }).catch(() => undefined);
    }
    if (this.pc !== pc || pc.remoteDescription === null) return;
    await this.flushCandidates();
    try {
      const answer = await pc.createAnswer();
      if (this.pc !== pc) return;
      await pc.setLocalDescription(answer);
      this.negotiated = true;
      await this.deps.sendSignal({ type: 'answer', sdp: answer.sdp ?? '' });
    } catch {
      // As for offers: the next call_ready starts over.
    }
  }

  private async addRemoteCandidate(candidate: RTCIceCandidateInit) {
    if (!this.pc || this.pc.remoteDescription === null) {
      this.pendingCandidates.push(candidate);
      return;
    }
    // A candidate of an earlier connection does not fit this one: nothing to do about it.
    await this.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  private async flushCandidates() {
    const pc = this.pc;
    const queued = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of queued) await pc?.addIceCandidate(candidate).catch(() => undefined);
  }

  private onIceState(ice: RTCIceConnectionState) {
    this.update({ ice });
    if (isConnectedIce(ice)) {
      if (this.disconnectTimer) this.clearTimer(this.disconnectTimer);
      this.disconnectTimer = null;
      // ICE came back on the same connection (the DTLS state may not change at all).
      if (this.pc?.connectionState === 'connected') this.onConnectionState('connected');
    } else if (ice === 'disconnected' && this.state.everConnected && !this.disconnectTimer) {
      this.disconnectTimer = this.setTimer(() => {
        this.disconnectTimer = null;
        if (this.pc && !isConnectedIce(this.pc.iceConnectionState)) this.recover();
      }, DISCONNECT_GRACE_MS);
    } else if (ice === 'failed') {
      this.onBroken();
    }
  }

  private isUp() {
    return this.pc !== null && this.pc.connectionState === 'connected' && isConnectedIce(this.pc.iceConnectionState);
  }

  private onConnectionState(connection: RTCPeerConnectionState) {
    if (connection !== this.state.connection) this.update({ connection });
    if (connection === 'connected') {
      for (const timer of [this.recoveryTimer, this.firstConnectTimer]) if (timer) this.clearTimer(timer);
      this.recoveryTimer = this.firstConnectTimer = null;
      this.attempts = 0;
      this.update({ everConnected: true, reconnecting: false, failed: false });
      if (!this.reported) {
        this.reported = true;
        this.deps.onFirstConnected();
      }
    } else if (connection === 'failed') {
      this.onBroken();
    }
  }

  /** ICE or DTLS gave up: before any connection there is no path; after one, try to get back. */
  private onBroken() {
    if (!this.state.everConnected) this.fail();
    else this.recover();
  }

  private recover() {
    if (this.closed || this.state.failed) return;
    if (this.recoveryTimer) this.clearTimer(this.recoveryTimer);
    this.attempts += 1;
    if (this.attempts > MAX_RECOVERY_ATTEMPTS) return this.fail();
    this.update({ reconnecting: true });
    if (this.deps.role === 'caller') void this.offer(this.attempts === 1 && this.pc?.signalingState === 'stable' ? 'ice-restart' : 'fresh');
    else this.deps.requestRestart();
    this.recoveryTimer = this.setTimer(() => {
      this.recoveryTimer = null;
      if (!this.isUp()) this.recover();
    }, RECOVERY_ATTEMPT_MS);
  }

  private fail() {
    if (this.closed) return;
    for (const timer of [this.disconnectTimer, this.recoveryTimer, this.firstConnectTimer]) if (timer) this.clearTimer(timer);
    this.disconnectTimer = this.recoveryTimer = this.firstConnectTimer = null;
    this.update({ failed: true, reconnecting: false });
  }
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/** The page's RTCConfiguration: the server's ICE servers, relay only when the URL asks (the TURN e2e test). */
export function rtcConfig(iceServers: RTCIceServer[], search: string): RTCConfiguration {
  const relay = new URLSearchParams(search).get('ice') === 'relay';
  return { iceServers, iceTransportPolicy: relay ? 'relay' : 'all' };
}

/** True when the ICE servers include a TURN relay (the error message differs). */
export const hasTurn = (iceServers: { urls: string | string[] }[]) =>
  iceServers.some((s) => (Array.isArray(s.urls) ? s.urls : [s.urls]).some((u) => /^turns?:/.test(u)));
