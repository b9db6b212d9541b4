/**
 * The embedded SFU (ADR 101): werift peers in this process. The creator's offer is answered by a
 * recvonly peer; each viewer gets a sendonly peer whose senders are fed the publisher's RTP as it
 * arrives (werift rewrites SSRC, payload type and sequence numbers per sender). A viewer's PLI, and
 * every new viewer, asks the publisher for a keyframe. Single process, plain UDP, no TURN relay of
 * its own: fine for one machine or a LAN, not for production (Janus, janus-sfu.ts).
 */
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  ReceiverEstimatedMaxBitrate,
  RtcpPayloadSpecificFeedback,
  RtpHeader,
  useAbsSendTime,
  useSdesMid,
  useTransportWideCC,
  type RTCRtpTransceiver,
  type RtpPacket,
} from 'werift';
import { AppError } from '../domain/errors';
import { log } from '../log';
import type { Sfu } from './sfu';

type Kind = 'audio' | 'video';

interface Publisher {
  pc: RTCPeerConnection;
  /** The incoming video transceiver and the SSRC a keyframe request names. */
  video?: { transceiver: RTCRtpTransceiver; ssrc: number };
  up: boolean;
  /** The REMB timer (see PUBLISHER_BITRATE). */
  remb?: ReturnType<typeof setInterval>;
}

/**
 * What the creator's browser is told it may send (REMB, every second): above the 1.5 Mbit/s the
 * page caps its video at (live-media.ts), so the page's cap is what holds. Without it Chromium
 * stays at its start bitrate (~300 kbit/s): this SFU runs no bandwidth estimation of its own.
 */
export const PUBLISHER_BITRATE = 2_000_000;
const REMB_INTERVAL_MS = 1_000;

/** REMB's bitrate is an 18-bit mantissa and a 6-bit exponent. */
function rembOf(bps: number): { brMantissa: number; brExp: number } {
  let brMantissa = bps;
  let brExp = 0;
  while (brMantissa >= 2 ** 18) {
    brMantissa = Math.floor(brMantissa / 2);
    brExp++;
  }
  return { brMantissa, brExp };
}

interface Viewer {
  pc: RTCPeerConnection;
  senders: Record<Kind, RTCRtpTransceiver>;
}

interface Room {
  publisher?: Publisher;
  viewers: Map<string, Viewer>;
}

export interface EmbeddedSfuOptions {
  /** Extra host addresses to offer (e.g. 127.0.0.1 for same-machine tests). */
  additionalHostAddresses?: string[];
  /** Keep to a port range (firewalls); unset: any free UDP port. */
  portRange?: [number, number];
}

/**
 * VP8 + Opus: what every browser sends and receives. The publisher's side negotiates no
 * transport-cc or REMB: werift's feedback made Chromium's estimate collapse and the creator's video
 * stall within seconds (seen in e2e/live.spec.ts); without it Chromium keeps its start bitrate.
 * Viewers' peers keep them (werift only forwards; their feedback does no harm).
 */
const codecs = (feedback: { type: string; parameter?: string }[]) => ({
  video: [
    new RTCRtpCodecParameters({
      mimeType: 'video/VP8',
      clockRate: 90_000,
      rtcpFeedback: feedback,
    }),
  ],
  audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48_000, channels: 2 })],
});

export class EmbeddedSfu implements Sfu {
  readonly kind = 'embedded' as const;
  private readonly rooms = new Map<number, Room>();

  constructor(private readonly options: EmbeddedSfuOptions = {}) {}

  private peer(role: 'publisher' | 'viewer'): RTCPeerConnection {
    const publisher = role === 'publisher';
    return new RTCPeerConnection({
      codecs: codecs(
        publisher
          ? [{ type: 'nack', parameter: 'pli' }]
          : [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'goog-remb' }, { type: 'transport-cc' }],
      ),
      headerExtensions: {
        video: publisher ? [useSdesMid()] : [useSdesMid(), useAbsSendTime(), useTransportWideCC()],
        audio: [useSdesMid(), useAbsSendTime()],
      },
      iceAdditionalHostAddresses: this.options.additionalHostAddresses,
      icePortRange: this.options.portRange,
      iceUseIpv6: false,
    });
  }

  private room(liveId: number): Room {
    let room = this.rooms.get(liveId);
    if (!room) {
      room = { viewers: new Map() };
      this.rooms.set(liveId, room);
    }
    return room;
  }

  async publish(liveId: number, offerSdp: string): Promise<string> {
    await this.unpublish(liveId);
    const room = this.room(liveId);
    const pc = this.peer('publisher');
    const publisher: Publisher = { pc, up: false };
    room.publisher = publisher;
    pc.onTransceiverAdded.subscribe((transceiver) => {
      transceiver.onTrack.subscribe((track) => {
        const kind = track.kind as Kind;
        if (kind === 'video' && track.ssrc) {
          publisher.video = { transceiver, ssrc: track.ssrc };
          this.requestKeyframe(publisher);
          clearInterval(publisher.remb);
          publisher.remb = setInterval(() => this.tellBitrate(publisher), REMB_INTERVAL_MS);
          publisher.remb.unref();
        }
        track.onReceiveRtp.subscribe((rtp) => {
          publisher.up = true;
          this.forward(room, kind, rtp);
        });
      });
    });
    pc.connectionStateChange.subscribe((state) => {
      if (state !== 'failed' && state !== 'closed') return;
      publisher.up = false;
      clearInterval(publisher.remb);
    });
    await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    return this.completeLocal(pc, await pc.createAnswer());
  }

  isPublishing(liveId: number): boolean {
    return Boolean(this.rooms.get(liveId)?.publisher?.up);
  }

  async unpublish(liveId: number): Promise<void> {
    const room = this.rooms.get(liveId);
    const publisher = room?.publisher;
    if (!room || !publisher) return;
    room.publisher = undefined;
    clearInterval(publisher.remb);
    // The next publisher's packets continue each viewer's sequence and timestamps.
    for (const viewer of room.viewers.values()) for (const t of Object.values(viewer.senders)) t.sender.replaceRTP(new RtpHeader(), true);
    await publisher.pc.close().catch(() => undefined);
  }

  async watch(liveId: number, viewerKey: string): Promise<string> {
    const room = this.rooms.get(liveId);
    if (!room?.publisher) throw new AppError('LIVE_NOT_PUBLISHING');
    await this.leave(liveId, viewerKey);
    const pc = this.peer('viewer');
    const senders = {
      audio: pc.addTransceiver(new MediaStreamTrack({ kind: 'audio' }), { direction: 'sendonly' }),
      video: pc.addTransceiver(new MediaStreamTrack({ kind: 'video' }), { direction: 'sendonly' }),
    };
    senders.video.sender.onPictureLossIndication.subscribe(() => {
      const publisher = this.rooms.get(liveId)?.publisher;
      if (publisher) this.requestKeyframe(publisher);
    });
    room.viewers.set(viewerKey, { pc, senders });
    return this.completeLocal(pc, await pc.createOffer());
  }

  async answer(liveId: number, viewerKey: string, answerSdp: string): Promise<void> {
    const room = this.rooms.get(liveId);
    const viewer = room?.viewers.get(viewerKey);
    if (!room || !viewer) throw new AppError('LIVE_NOT_PUBLISHING');
    await viewer.pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
    // The newcomer needs a keyframe to start decoding; ask once media can flow.
    viewer.pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected' && room.publisher) this.requestKeyframe(room.publisher);
    });
  }

  async leave(liveId: number, viewerKey: string): Promise<void> {
    const room = this.rooms.get(liveId);
    const viewer = room?.viewers.get(viewerKey);
    if (!room || !viewer) return;
    room.viewers.delete(viewerKey);
    await viewer.pc.close().catch(() => undefined);
  }

  async close(liveId: number): Promise<void> {
    const room = this.rooms.get(liveId);
    if (!room) return;
    await this.unpublish(liveId);
    await Promise.all([...room.viewers.keys()].map((key) => this.leave(liveId, key)));
    this.rooms.delete(liveId);
  }

  async shutdown(): Promise<void> {
    await Promise.all([...this.rooms.keys()].map((id) => this.close(id)));
  }

  /** Figures for the benchmark and logs. */
  stats() {
    return { rooms: this.rooms.size, viewers: [...this.rooms.values()].reduce((n, room) => n + room.viewers.size, 0) };
  }

  private forward(room: Room, kind: Kind, rtp: RtpPacket) {
    for (const viewer of room.viewers.values()) {
      // A viewer that is not connected yet drops the packet (werift's pending queue would only delay it).
      viewer.senders[kind].sender.sendRtp(rtp).catch(() => undefined);
    }
  }

  private requestKeyframe(publisher: Publisher) {
    const video = publisher.video;
    if (!video) return;
    video.transceiver.receiver.sendRtcpPLI(video.ssrc).catch((error: unknown) => log.debug({ err: error }, 'live: PLI not sent'));
  }

  private tellBitrate(publisher: Publisher) {
    const video = publisher.video;
    if (!video) return;
    const { receiver } = video.transceiver;
    const remb = new ReceiverEstimatedMaxBitrate({
      senderSsrc: receiver.rtcpSsrc,
      mediaSsrc: 0,
      ssrcNum: 1,
      ssrcFeedbacks: [video.ssrc],
      ...rembOf(PUBLISHER_BITRATE),
    });
    receiver.dtlsTransport
      .sendRtcp([new RtcpPayloadSpecificFeedback({ feedback: remb })])
      .catch((error: unknown) => log.debug({ err: error }, 'live: REMB not sent'));
  }

  /** Non-trickle: the SDP returned carries every gathered candidate. */
  private async completeLocal(pc: RTCPeerConnection, description: Awaited<ReturnType<RTCPeerConnection['createAnswer']>>): Promise<string> {
    await pc.setLocalDescription(description);
    if (pc.iceGatheringState !== 'complete') {
      await new Promise<void>((resolve) => {
        const { unSubscribe } = pc.iceGatheringStateChange.subscribe((state) => {
          if (state === 'complete') {
            unSubscribe();
            resolve();
          }
        });
      });
    }
    const sdp = pc.localDescription?.sdp;
    if (!sdp) throw new AppError('UNAVAILABLE');
    return sdp;
  }
}
