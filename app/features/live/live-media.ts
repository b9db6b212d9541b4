/**
 * The browser side of a live's media (issue 22, ADR 101): the creator publishes a camera stream
 * to the SFU, a viewer receives it, both signalled over the shell's socket (opened with the `li`
 * query on /live/join_live). Non-trickle: each SDP goes once ICE gathering is complete, so one
 * request and its answer set a connection up (Janus and the embedded SFU both work this way).
 */
import type { IceConfig } from '../../../common/calls';
import { onSocketEvent, socketRequest } from '../../realtime/events';

/** How long a live signal waits for the server's answer. */
const LIVE_ANSWER_MS = 15_000;

export interface LivePublisher {
  /** Resolves when media flows to the SFU (connectionState 'connected'). */
  connected: Promise<void>;
  /** Swap tracks (camera switch, mute) without renegotiating. */
  replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void>;
  close(): void;
}

export interface LiveViewerMedia {
  /** The creator's audio and video; attach to a <video>. */
  stream: MediaStream;
  /** Resolves when the first video frame can be shown. */
  firstFrame: Promise<void>;
  close(): void;
}

/** The live's video bitrate cap: 720p at 1.5 Mbit/s (what the benchmark measures). */
export const LIVE_VIDEO_BITRATE = 1_500_000;
/** Gathering normally ends in well under a second; an unreachable STUN/TURN server must not hold the SDP back longer. */
const GATHER_MAX_MS = 3_000;

const rtcConfig = (ice: IceConfig): RTCConfiguration => ({ iceServers: ice.ice_servers, bundlePolicy: 'max-bundle' });

/** The local SDP once ICE gathering is complete (or after GATHER_MAX_MS with what was gathered). */
async function gatheredSdp(pc: RTCPeerConnection): Promise<string> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        pc.removeEventListener('icegatheringstatechange', check);
        resolve();
      };
      const check = () => pc.iceGatheringState === 'complete' && done();
      const timer = setTimeout(done, GATHER_MAX_MS);
      pc.addEventListener('icegatheringstatechange', check);
    });
  }
  const sdp = pc.localDescription?.sdp;
  if (!sdp) throw new Error('live media: no local description');
  return sdp;
}

/** Resolves on connectionState 'connected'; rejects on 'failed' or 'closed'. */
function connectedOf(pc: RTCPeerConnection): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (pc.connectionState === 'connected') resolve();
      else if (pc.connectionState === 'failed' || pc.connectionState === 'closed') reject(new Error(`live media: ${pc.connectionState}`));
      else return;
      pc.removeEventListener('connectionstatechange', check);
    };
    pc.addEventListener('connectionstatechange', check);
    check();
  });
}

/** VP8 first: both SFUs forward it (the embedded one forwards nothing else). */
function preferVp8(transceiver: RTCRtpTransceiver) {
  const codecs = typeof RTCRtpReceiver.getCapabilities === 'function' ? RTCRtpReceiver.getCapabilities('video')?.codecs : undefined;
  if (!codecs || typeof transceiver.setCodecPreferences !== 'function') return;
  const vp8 = codecs.filter((c) => c.mimeType.toLowerCase() === 'video/vp8');
  if (vp8.length) transceiver.setCodecPreferences([...vp8, ...codecs.filter((c) => c.mimeType.toLowerCase() !== 'video/vp8')]);
}

/** Publishes `stream` to the live (creator only, live running): live_publish over the socket. */
export async function publishLive(liveId: number, stream: MediaStream, ice: IceConfig): Promise<LivePublisher> {
  const pc = new RTCPeerConnection(rtcConfig(ice));
  try {
    const audio = pc.addTransceiver(stream.getAudioTracks()[0] ?? 'audio', { direction: 'sendonly', streams: [stream] });
    const video = pc.addTransceiver(stream.getVideoTracks()[0] ?? 'video', {
      direction: 'sendonly',
      streams: [stream],
      sendEncodings: [{ maxBitrate: LIVE_VIDEO_BITRATE }],
    });
    preferVp8(video);
    await pc.setLocalDescription(await pc.createOffer());
    const answer = await socketRequest('live_publish', { live_id: liveId, sdp: await gatheredSdp(pc) }, LIVE_ANSWER_MS);
    await pc.setRemoteDescription({ type: 'answer', sdp: answer.sdp });
    const senders = { audio: audio.sender, video: video.sender };
    return {
      connected: connectedOf(pc),
      replaceTrack: (kind, track) => senders[kind].replaceTrack(track),
      close: () => pc.close(),
    };
  } catch (error) {
    pc.close();
    throw error;
  }
}

/** Resolves once the receiver decoded a video frame (getStats: framesDecoded), polling while the peer lives. */
function firstFrameOf(pc: RTCPeerConnection): Promise<void> {
  return new Promise((resolve, reject) => {
    const poll = async () => {
      if (pc.connectionState === 'closed' || pc.connectionState === 'failed') return reject(new Error(`live media: ${pc.connectionState}`));
      const stats = await pc.getStats().catch(() => null);
      let decoded = 0;
      stats?.forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') decoded += report.framesDecoded ?? 0;
      });
      if (decoded > 0) resolve();
      else setTimeout(poll, 50);
    };
    void poll();
  });
}

/** Receives the live's stream (viewer in the room): live_watch, then live_watch_answer. */
export async function watchLive(liveId: number, ice: IceConfig): Promise<LiveViewerMedia> {
  const pc = new RTCPeerConnection(rtcConfig(ice));
  const stream = new MediaStream();
  pc.addEventListener('track', (event) => stream.addTrack(event.track));
  try {
    const offer = await socketRequest('live_watch', { live_id: liveId }, LIVE_ANSWER_MS);
    await pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    await socketRequest('live_watch_answer', { live_id: liveId, sdp: await gatheredSdp(pc) }, LIVE_ANSWER_MS);
    const firstFrame = firstFrameOf(pc);
    // Nobody may be waiting on it (the viewer left at once): no unhandled rejection.
    firstFrame.catch(() => undefined);
    return { stream, firstFrame, close: () => pc.close() };
  } catch (error) {
    pc.close();
    throw error;
  }
}

/**
 * Keeps a viewer watching while in the room: watches now if the creator's stream is up, and again
 * whenever live_state says it came back after a gap (the creator reconnected; Janus drops
 * subscriptions to a stream that went away). `onMedia` gets each new stream (the previous one is
 * closed). Returns the stop, which closes the current stream.
 */
export function followLive(
  liveId: number,
  ice: IceConfig,
  onMedia: (media: LiveViewerMedia) => void,
  watch: (liveId: number, ice: IceConfig) => Promise<LiveViewerMedia> = watchLive,
): () => void {
  let current: LiveViewerMedia | null = null;
  let stopped = false;
  let pending = false;
  /** The stream went away since the last watch: the next "publishing" means watching again. */
  let stale = true;
  const start = async () => {
    if (pending || stopped) return;
    pending = true;
    try {
      const media = await watch(liveId, ice);
      if (stopped) return media.close();
      current?.close();
      current = media;
      stale = false;
      onMedia(media);
    } catch {
      // Not publishing (yet) or no network: the next live_state with publishing tries again.
      stale = true;
    } finally {
      pending = false;
    }
  };
  const off = onSocketEvent('live_state', (view) => {
    if (view.live_id !== liveId) return;
    if (!view.publishing) stale = true;
    else if (stale) void start();
  });
  void start();
  return () => {
    stopped = true;
    off();
    current?.close();
  };
}
