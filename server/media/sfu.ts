/**
 * The media server behind lives (issue 22, ADR 101): one interface, two implementations. JanusSfu
 * (janus-sfu.ts) drives the Janus VideoRoom plugin through janode when JANUS_URL is set; the
 * embedded SFU (embedded-sfu.ts, werift) forwards RTP in this process otherwise. The creator
 * publishes one stream per live; each viewer subscribes by a key of the realtime layer's choosing
 * (the socket id). SDPs are complete (ICE gathered on both sides): no trickle.
 */
export interface Sfu {
  readonly kind: 'janus' | 'embedded';
  /** The creator's offer (sendonly audio+video) -> the SFU's answer; replaces an earlier publisher of this live. */
  publish(liveId: number, offerSdp: string): Promise<string>;
  /** Is a publisher's stream up in this live (the creator's media reached the SFU)? */
  isPublishing(liveId: number): boolean;
  /** The publisher went away (socket lost or replaced): viewers stay, waiting for a new publish. */
  unpublish(liveId: number): Promise<void>;
  /** A viewer's subscription: the SFU's offer (recvonly for the viewer). LIVE_NOT_PUBLISHING while nothing is published. */
  watch(liveId: number, viewerKey: string): Promise<string>;
  /** The viewer's answer to watch's offer; media flows after it. */
  answer(liveId: number, viewerKey: string, answerSdp: string): Promise<void>;
  /** One viewer goes (left, kicked, replaced by another device). */
  leave(liveId: number, viewerKey: string): Promise<void>;
  /** The live ended: the publisher and every viewer go, the room is destroyed. */
  close(liveId: number): Promise<void>;
  /** The process stops. */
  shutdown(): Promise<void>;
}
