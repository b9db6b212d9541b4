import { describe, expect, it, vi } from 'vitest';
import type { CallSignal } from '../../../../common/calls';
import {
  CallController,
  DISCONNECT_GRACE_MS,
  FIRST_CONNECT_TIMEOUT_MS,
  hasTurn,
  RECOVERY_ATTEMPT_MS,
  rtcConfig,
  type CallControllerDeps,
} from './call-controller';

class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(
    readonly kind: 'audio' | 'video',
    readonly deviceId = 'cam-front',
  ) {}
  stop() {
    this.stopped = true;
  }
  getSettings() {
    return { deviceId: this.deviceId };
  }
}

class FakeStream {
  constructor(public tracks: FakeTrack[]) {}
  getTracks = () => this.tracks;
  getAudioTracks = () => this.tracks.filter((t) => t.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((t) => t.kind === 'video');
  addTrack = (t: FakeTrack) => void this.tracks.push(t);
  removeTrack = (t: FakeTrack) => void (this.tracks = this.tracks.filter((x) => x !== t));
}

class FakePC {
  static all: FakePC[] = [];
  log: string[] = [];
  remoteDescription: { type: string; sdp: string } | null = null;
  localDescription: { type: string; sdp: string } | null = null;
  signalingState: RTCSignalingState = 'stable';
  iceConnectionState: RTCIceConnectionState = 'new';
  connectionState: RTCPeerConnectionState = 'new';
  senders: { track: FakeTrack; replaceTrack: (t: FakeTrack) => Promise<void> }[] = [];
  candidates: RTCIceCandidateInit[] = [];
  closed = false;
  rejectRemote = false;
  onicecandidate: ((e: { candidate: unknown }) => void) | null = null;
  ontrack: ((e: { streams: unknown[] }) => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(readonly config: RTCConfiguration) {
    FakePC.all.push(this);
  }
  addTrack(track: FakeTrack) {
    const sender = { track, replaceTrack: async (t: FakeTrack) => void (sender.track = t) };
    this.senders.push(sender);
  }
  getSenders = () => this.senders;
  async createOffer(options?: RTCOfferOptions) {
    this.log.push(options?.iceRestart ? 'createOffer(restart)' : 'createOffer');
    return { type: 'offer', sdp: `offer-${FakePC.all.indexOf(this)}` };
  }
  async createAnswer() {
    this.log.push('createAnswer');
    return { type: 'answer', sdp: `answer-${FakePC.all.indexOf(this)}` };
  }
  async setLocalDescription(d: { type: string; sdp: string }) {
    this.log.push(`local:${d.type}`);
    this.localDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(d: { type: string; sdp: string }) {
    if (this.rejectRemote) throw new Error('fingerprint changed');
    this.log.push(`remote:${d.type}`);
    this.remoteDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    this.log.push('candidate');
    this.candidates.push(c);
  }
  close() {
    this.closed = true;
  }
  ice(state: RTCIceConnectionState) {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.();
  }
  conn(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(role: 'caller' | 'callee', overrides: Partial<CallControllerDeps> = {}) {
  FakePC.all = [];
  const sent: CallSignal[] = [];
  const timers: { fn: () => void; ms: number; at: number; cleared: boolean }[] = [];
  let clock = 0;
  const stream = new FakeStream([new FakeTrack('audio'), new FakeTrack('video')]);
  const deps: CallControllerDeps = {
    role,
    config: { iceServers: [] },
    createPeerConnection: (config) => new FakePC(config) as unknown as RTCPeerConnection,
    getUserMedia: vi.fn(async () => stream as unknown as MediaStream),
    enumerateDevices: async () => [{ kind: 'videoinput', deviceId: 'cam-front' }] as MediaDeviceInfo[],
    sendSignal: async (signal) => void sent.push(signal),
    requestRestart: vi.fn(),
    onFirstConnected: vi.fn(),
    setTimer: (fn, ms) => {
      const timer = { fn, ms, at: clock + ms, cleared: false };
      timers.push(timer);
      return timer as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: (t) => void ((t as unknown as { cleared: boolean }).cleared = true),
    ...overrides,
  };
  const controller = new CallController(deps);
  /** Moves the fake clock: due timers run in order. */
  const advance = (ms: number) => {
    const until = clock + ms;
    for (;;) {
      const due = timers.filter((t) => !t.cleared && t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      clock = due.at;
      due.cleared = true;
      due.fn();
    }
    clock = until;
  };
  return { controller, deps, sent, stream, advance, pc: () => FakePC.all[FakePC.all.length - 1] };
}

const candidate = (n: number): CallSignal => ({ type: 'candidate', candidate: { candidate: `candidate:${n}`, sdpMid: '0', sdpMLineIndex: 0 } });

describe('CallController', () => {
  it('the caller offers on call_ready, after the media is ready, and sets the answer', async () => {
    const { controller, sent, pc } = setup('caller');
    const ready = controller.onReady();
    await controller.start();
    await ready;
    expect(sent).toEqual([{ type: 'offer', sdp: 'offer-0' }]);
    await controller.handleSignal({ type: 'answer', sdp: 'a' });
    expect(pc().log).toEqual(['createOffer', 'local:offer', 'remote:answer']);
    expect(pc().senders.map((s) => s.track.kind)).toEqual(['audio', 'video']);
  });

  it('the callee never offers: it answers the offer', async () => {
    const { controller, sent, pc } = setup('callee');
    await controller.start();
    await controller.onReady();
    expect(sent).toEqual([]);
    await controller.handleSignal({ type: 'offer', sdp: 'o' });
    expect(pc().log).toEqual(['remote:offer', 'createAnswer', 'local:answer']);
    expect(sent).toEqual([{ type: 'answer', sdp: 'answer-0' }]);
  });

  it('queues remote candidates until the remote description is set', async () => {
    const { controller, pc } = setup('callee');
    await controller.start();
    await controller.handleSignal(candidate(1));
    await controller.handleSignal(candidate(2));
    await controller.handleSignal({ type: 'offer', sdp: 'o' });
    expect(pc().log.slice(0, 3)).toEqual(['remote:offer', 'candidate', 'candidate']);
    await controller.handleSignal(candidate(3));
    expect(pc().candidates.map((c) => c.candidate)).toEqual(['candidate:1', 'candidate:2', 'candidate:3']);
  });

  it('sends its own candidates to the other member', async () => {
    const { controller, sent, pc } = setup('caller');
    await controller.start();
    await controller.onReady();
    pc().onicecandidate?.({ candidate: { candidate: 'candidate:9', sdpMid: '0', sdpMLineIndex: 0 } });
    pc().onicecandidate?.({ candidate: null });
    await flush();
    expect(sent.slice(1)).toEqual([{ type: 'candidate', candidate: { candidate: 'candidate:9', sdpMid: '0', sdpMLineIndex: 0 } }]);
  });

  it('reports the first connection once, however often it reconnects', async () => {
    const { controller, deps, pc } = setup('caller');
    await controller.start();
    await controller.onReady();
    pc().conn('connected');
    pc().conn('disconnected');
    pc().conn('connected');
    expect(deps.onFirstConnected).toHaveBeenCalledTimes(1);
    expect(controller.getState().everConnected).toBe(true);
  });

  it('the caller restarts ICE after 2 s disconnected, and renegotiates when that did not help', async () => {
    const { controller, sent, pc, advance } = setup('caller');
    await controller.start();
    await controller.onReady();
    await controller.handleSignal({ type: 'answer', sdp: 'a' });
    pc().ice('connected');
    pc().conn('connected');
    pc().ice('disconnected');
    advance(DISCONNECT_GRACE_MS - 1);
    expect(sent.filter((s) => s.type === 'offer')).toHaveLength(1);
    advance(1);
    await flush();
    expect(controller.getState().reconnecting).toBe(true);
    expect(sent.at(-1)).toEqual({ type: 'offer', sdp: 'offer-0', restart: true });
    expect(pc().log).toContain('createOffer(restart)');
    // No answer within the attempt: a new connection and a fresh offer.
    advance(RECOVERY_ATTEMPT_MS);
    await flush();
    expect(sent.at(-1)).toEqual({ type: 'offer', sdp: 'offer-1' });
    expect(pc().log).toEqual(['createOffer', 'local:offer']);
  });

  it('a short blip (back within 2 s) restarts nothing', async () => {
    const { controller, sent, pc, advance } = setup('caller');
    await controller.start();
    await controller.onReady();
    pc().ice('connected');
    pc().conn('connected');
    pc().ice('disconnected');
    advance(1_000);
    pc().ice('connected');
    advance(5_000);
    expect(sent.filter((s) => s.type === 'offer')).toHaveLength(1);
  });

  it('the callee does not offer on failure: it asks for a restart by re-joining', async () => {
    const { controller, sent, deps, pc } = setup('callee');
    await controller.start();
    await controller.handleSignal({ type: 'offer', sdp: 'o' });
    pc().conn('connected');
    pc().ice('failed');
    await flush();
    expect(deps.requestRestart).toHaveBeenCalledTimes(1);
    expect(sent.filter((s) => s.type === 'offer')).toEqual([]);
    // The caller's restart offer goes to the same connection.
    const before = pc();
    await controller.handleSignal({ type: 'offer', sdp: 'o2', restart: true });
    expect(pc()).toBe(before);
    expect(sent.at(-1)).toEqual({ type: 'answer', sdp: 'answer-0' });
  });

  it('a fresh offer to a connected callee (the caller came back) starts a new connection', async () => {
    const { controller, pc } = setup('callee');
    await controller.start();
    await controller.handleSignal({ type: 'offer', sdp: 'o' });
    const first = pc();
    await controller.handleSignal({ type: 'offer', sdp: 'o-new' });
    expect(first.closed).toBe(true);
    expect(pc()).not.toBe(first);
    expect(pc().remoteDescription?.sdp).toBe('o-new');
  });

  it('a refused answer (the callee came back) makes the caller start over', async () => {
    const { controller, sent, pc } = setup('caller');
    await controller.start();
    await controller.onReady();
    pc().rejectRemote = true;
    await controller.handleSignal({ type: 'answer', sdp: 'from-a-new-page' });
    expect(FakePC.all[0].closed).toBe(true);
    expect(sent.at(-1)).toEqual({ type: 'offer', sdp: 'offer-1' });
  });

  it('a first connection that fails shows the failure, without restarting', async () => {
    const { controller, sent, pc } = setup('caller');
    await controller.start();
    await controller.onReady();
    pc().ice('failed');
    expect(controller.getState().failed).toBe(true);
    expect(sent.filter((s) => s.type === 'offer')).toHaveLength(1);
  });

  it('gathering no candidate at all (relay only without TURN) fails at once', async () => {
    const { controller, pc } = setup('caller');
    await controller.start();
    await controller.onReady();
    pc().onicecandidate?.({ candidate: null });
    expect(controller.getState().failed).toBe(true);
  });

  it('no connection within the first-connect timeout fails too', async () => {
    const { controller, advance } = setup('caller');
    await controller.start();
    await controller.onReady();
    advance(FIRST_CONNECT_TIMEOUT_MS);
    expect(controller.getState().failed).toBe(true);
  });

  it('gives up after the last recovery attempt', async () => {
    const { controller, pc, advance } = setup('callee');
    await controller.start();
    await controller.handleSignal({ type: 'offer', sdp: 'o' });
    pc().conn('connected');
    pc().ice('failed');
    advance(RECOVERY_ATTEMPT_MS * 3);
    expect(controller.getState().failed).toBe(true);
  });

  it('close stops every track and closes the connection; later signals are ignored', async () => {
    const { controller, stream, pc, sent } = setup('caller');
    await controller.start();
    await controller.onReady();
    controller.close();
    expect(stream.tracks.every((t) => t.stopped)).toBe(true);
    expect(pc().closed).toBe(true);
    await controller.onReady();
    await controller.handleSignal({ type: 'answer', sdp: 'late' });
    expect(sent).toHaveLength(1);
    expect(controller.getState().local).toBeNull();
  });

  it('a camera that opens after close is stopped at once', async () => {
    const stream = new FakeStream([new FakeTrack('video')]);
    let open!: (s: MediaStream) => void;
    const { controller } = setup('caller', { getUserMedia: () => new Promise((resolve) => (open = resolve)) });
    const starting = controller.start();
    controller.close();
    open(stream as unknown as MediaStream);
    await starting;
    expect(stream.tracks[0].stopped).toBe(true);
  });

  it('NotAllowedError is "denied"; another media failure is "unavailable"', async () => {
    const denied = setup('callee', { getUserMedia: async () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })) });
    await denied.controller.start();
    expect(denied.controller.getState().media).toBe('denied');
    const busy = setup('callee', { getUserMedia: async () => Promise.reject(Object.assign(new Error('busy'), { name: 'NotReadableError' })) });
    await busy.controller.start();
    expect(busy.controller.getState().media).toBe('unavailable');
    // Nothing is negotiated without media.
    await busy.controller.handleSignal({ type: 'offer', sdp: 'o' });
    expect(FakePC.all).toHaveLength(0);
  });

  it('mute and camera off disable the tracks; switching cameras replaces the sent track', async () => {
    const front = new FakeTrack('video', 'cam-front');
    const stream = new FakeStream([new FakeTrack('audio'), front]);
    const back = new FakeTrack('video', 'cam-back');
    const getUserMedia = vi.fn(async (c: MediaStreamConstraints) => (c.audio ? stream : new FakeStream([back])) as unknown as MediaStream);
    const { controller, pc } = setup('caller', {
      getUserMedia,
      enumerateDevices: async () =>
        [
          { kind: 'videoinput', deviceId: 'cam-front' },
          { kind: 'videoinput', deviceId: 'cam-back' },
          { kind: 'audioinput', deviceId: 'mic' },
        ] as MediaDeviceInfo[],
    });
    await controller.start();
    expect(controller.getState().canSwitchCamera).toBe(true);
    await controller.onReady();
    controller.setMic(false);
    controller.setCamera(false);
    expect(stream.getAudioTracks()[0].enabled).toBe(false);
    expect(front.enabled).toBe(false);
    await controller.switchCamera();
    expect(getUserMedia).toHaveBeenLastCalledWith({ video: { deviceId: { exact: 'cam-back' } } });
    expect(pc().senders[1].track).toBe(back);
    expect(front.stopped).toBe(true);
    expect(back.enabled).toBe(false);
    expect(stream.getVideoTracks()).toEqual([back]);
  });
});

describe('rtcConfig and hasTurn', () => {
  it('relay only when the URL says ice=relay', () => {
    expect(rtcConfig([], '?call_id=3&ice=relay').iceTransportPolicy).toBe('relay');
    expect(rtcConfig([], '?call_id=3').iceTransportPolicy).toBe('all');
  });
  it('knows a TURN server from a STUN one', () => {
    expect(hasTurn([{ urls: ['stun:stun.example.com:3478'] }])).toBe(false);
    expect(hasTurn([{ urls: ['stun:x'] }, { urls: ['turn:127.0.0.1:3478?transport=udp'] }])).toBe(true);
    expect(hasTurn([{ urls: 'turns:turn.example.com:5349' }])).toBe(true);
  });
});
