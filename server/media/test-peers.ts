/**
 * werift peers standing in for browsers in the SFU tests (and the bench's viewers): a publisher
 * sending generated VP8-shaped RTP and Opus-shaped RTP, and a viewer counting what reaches it.
 * Non-trickle like the browser code: each SDP is sent once ICE gathering is complete.
 */
import { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters, RtpHeader, RtpPacket, useAbsSendTime, useSdesMid, useTransportWideCC } from 'werift';

const peer = () =>
  new RTCPeerConnection({
    codecs: {
      video: [
        new RTCRtpCodecParameters({
          mimeType: 'video/VP8',
          clockRate: 90_000,
          rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'transport-cc' }],
        }),
      ],
      audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48_000, channels: 2 })],
    },
    headerExtensions: { video: [useSdesMid(), useAbsSendTime(), useTransportWideCC()], audio: [useSdesMid(), useAbsSendTime()] },
    iceUseIpv6: false,
  });

async function gathered(pc: RTCPeerConnection): Promise<string> {
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
  return pc.localDescription!.sdp;
}

export interface TestPublisher {
  pc: RTCPeerConnection;
  /** Keyframe requests (PLI) that reached this publisher. */
  keyframeRequests(): number;
  close(): Promise<void>;
}

/** Publishes through `signal` (offer -> answer), then sends a 30 fps video and a 50 pps audio packet stream. */
export async function testPublisher(signal: (offerSdp: string) => Promise<string>): Promise<TestPublisher> {
  const pc = peer();
  const video = new MediaStreamTrack({ kind: 'video' });
  const audio = new MediaStreamTrack({ kind: 'audio' });
  pc.addTransceiver(audio, { direction: 'sendonly' });
  const videoTransceiver = pc.addTransceiver(video, { direction: 'sendonly' });
  let plis = 0;
  videoTransceiver.sender.onPictureLossIndication.subscribe(() => void plis++);
  await pc.setLocalDescription(await pc.createOffer());
  const answer = await signal(await gathered(pc));
  await pc.setRemoteDescription({ type: 'answer', sdp: answer });
  let seq = 0;
  // VP8 payload descriptor with the start bit, then a key-frame-shaped header: enough for an SFU that peeks.
  const vp8 = Buffer.concat([Buffer.from([0x10, 0x00, 0x00, 0x00, 0x9d, 0x01, 0x2a]), Buffer.alloc(900, 7)]);
  const timer = setInterval(() => {
    seq = (seq + 1) & 0xffff;
    video.writeRtp(new RtpPacket(new RtpHeader({ payloadType: 96, sequenceNumber: seq, timestamp: seq * 3000, marker: true }), vp8));
    audio.writeRtp(new RtpPacket(new RtpHeader({ payloadType: 111, sequenceNumber: seq, timestamp: seq * 960 }), Buffer.alloc(80, 1)));
  }, 33);
  return {
    pc,
    keyframeRequests: () => plis,
    async close() {
      clearInterval(timer);
      await pc.close();
    },
  };
}

export interface TestViewer {
  pc: RTCPeerConnection;
  received(): { audio: number; video: number };
  /** Resolves when `count` video packets arrived. */
  videoPackets(count: number): Promise<void>;
  close(): Promise<void>;
}

/** Answers the SFU's offer (recvonly) through `signal`; counts the RTP packets per kind. */
export async function testViewer(offerSdp: string, signal: (answerSdp: string) => Promise<void>): Promise<TestViewer> {
  const pc = peer();
  const counts = { audio: 0, video: 0 };
  const waiters: { count: number; resolve: () => void }[] = [];
  pc.onTrack.subscribe((track) => {
    track.onReceiveRtp.subscribe(() => {
      const kind = track.kind === 'video' ? 'video' : 'audio';
      counts[kind]++;
      if (kind === 'video') for (const w of waiters.filter((w) => counts.video >= w.count)) w.resolve();
    });
  });
  await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
  await pc.setLocalDescription(await pc.createAnswer());
  await signal(await gathered(pc));
  return {
    pc,
    received: () => ({ ...counts }),
    videoPackets: (count) => (counts.video >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }))),
    close: () => pc.close(),
  };
}
