/**
 * The production SFU (ADR 101): Janus's VideoRoom plugin driven through janode over WebSocket.
 * A room per live (room id = live id), one publisher (the creator, feed 1), one subscriber handle
 * per viewer key. Janus answers the publisher and offers to subscribers with its candidates in the
 * SDP; our offers and answers are complete too (`trickle: false`).
 */
import Janode, { type JanodeConnection, type JanodeSession } from 'janode';
import VideoRoomPlugin, { type VideoRoomHandle } from 'janode/plugins/videoroom';
import { AppError } from '../domain/errors';
import { log } from '../log';
import type { Sfu } from './sfu';

// janode logs every transaction (and Janus's acks, as warnings) on stdout; our log has what matters.
Janode.Logger.setLevel('error');

const PUBLISHER_FEED = 1;
/** Janus's VideoRoom error codes we act on. */
const NO_SUCH_ROOM = 426;
const NO_SUCH_FEED = 428;

interface Room {
  publisher?: VideoRoomHandle;
  up: boolean;
  viewers: Map<string, VideoRoomHandle>;
}

export interface JanusSfuOptions {
  url: string;
  /** The VideoRoom admin_key, when Janus requires one to create rooms. */
  adminKey?: string;
  /** The publisher's bitrate cap in bit/s (REMB to the creator's browser). */
  bitrate?: number;
}

const janusCode = (error: unknown) => (error as { _code?: number })?._code;

export class JanusSfu implements Sfu {
  readonly kind = 'janus' as const;
  private readonly rooms = new Map<number, Room>();
  private session: Promise<{ connection: JanodeConnection; session: JanodeSession; admin: VideoRoomHandle }> | null = null;

  constructor(private readonly options: JanusSfuOptions) {}

  /** One connection and session, opened on first use and again after Janus went away. */
  private connect() {
    this.session ??= (async () => {
      const connection = await Janode.connect({ address: { url: this.options.url }, retry_time_secs: 1, max_retries: 3 });
      const session = await connection.create();
      const admin = await session.attach(VideoRoomPlugin);
      // Janus went away: its rooms and handles went with it; the next publish creates the room again.
      const reset = () => {
        this.session = null;
        this.rooms.clear();
      };
      connection.once(Janode.EVENT.CONNECTION_CLOSED, reset);
      connection.once(Janode.EVENT.CONNECTION_ERROR, reset);
      session.once(Janode.EVENT.SESSION_DESTROYED, reset);
      return { connection, session, admin };
    })().catch((error: unknown) => {
      this.session = null;
      log.error({ err: error, url: this.options.url }, 'janus: not reachable');
      throw new AppError('UNAVAILABLE');
    });
    return this.session;
  }

  private async ensureRoom(liveId: number): Promise<Room> {
    const known = this.rooms.get(liveId);
    if (known) return known;
    const { admin } = await this.connect();
    // A room left by an earlier process of ours: start clean.
    if ((await admin.exists({ room: liveId })).exists) await admin.destroy({ room: liveId }).catch(() => undefined);
    await admin.create({
      room: liveId,
      permanent: false,
      max_publishers: 1,
      audiocodec: 'opus',
      videocodec: 'vp8',
      bitrate: this.options.bitrate ?? 2_000_000,
      // Keyframes every 10 s keep late joiners' start quick even without a PLI.
      fir_freq: 10,
      notify_joining: false,
      ...(this.options.adminKey ? { admin_key: this.options.adminKey } : {}),
    });
    const room: Room = { up: false, viewers: new Map() };
    this.rooms.set(liveId, room);
    return room;
  }

  async publish(liveId: number, offerSdp: string): Promise<string> {
    await this.unpublish(liveId);
    const room = await this.ensureRoom(liveId);
    const { session } = await this.connect();
    const handle = await session.attach(VideoRoomPlugin);
    room.publisher = handle;
    handle.on(Janode.EVENT.HANDLE_WEBRTCUP, () => {
      if (room.publisher === handle) room.up = true;
    });
    handle.on(Janode.EVENT.HANDLE_HANGUP, () => {
      if (room.publisher === handle) room.up = false;
    });
    const joined = await handle.joinConfigurePublisher({
      room: liveId,
      feed: PUBLISHER_FEED,
      audio: true,
      video: true,
      display: 'creator',
      jsep: { type: 'offer', sdp: offerSdp, trickle: false },
    });
    if (!joined.jsep?.sdp) throw new AppError('UNAVAILABLE');
    return joined.jsep.sdp;
  }

  isPublishing(liveId: number): boolean {
    return Boolean(this.rooms.get(liveId)?.up);
  }

  async unpublish(liveId: number): Promise<void> {
    const room = this.rooms.get(liveId);
    const publisher = room?.publisher;
    if (!room || !publisher) return;
    room.publisher = undefined;
    room.up = false;
    await publisher.detach().catch(() => undefined);
  }

  async watch(liveId: number, viewerKey: string): Promise<string> {
    const room = this.rooms.get(liveId);
    if (!room?.publisher) throw new AppError('LIVE_NOT_PUBLISHING');
    await this.leave(liveId, viewerKey);
    const { session } = await this.connect();
    const handle = await session.attach(VideoRoomPlugin);
    room.viewers.set(viewerKey, handle);
    try {
      const joined = await handle.joinSubscriber({ room: liveId, feed: PUBLISHER_FEED });
      if (!joined.jsep?.sdp) throw new AppError('UNAVAILABLE');
      return joined.jsep.sdp;
    } catch (error) {
      room.viewers.delete(viewerKey);
      await handle.detach().catch(() => undefined);
      // The publisher's stream is not in the room (yet): as for nothing published.
      if (janusCode(error) === NO_SUCH_FEED || janusCode(error) === NO_SUCH_ROOM) throw new AppError('LIVE_NOT_PUBLISHING');
      throw error;
    }
  }

  async answer(liveId: number, viewerKey: string, answerSdp: string): Promise<void> {
    const handle = this.rooms.get(liveId)?.viewers.get(viewerKey);
    if (!handle) throw new AppError('LIVE_NOT_PUBLISHING');
    await handle.start({ jsep: { type: 'answer', sdp: answerSdp, trickle: false } });
  }

  async leave(liveId: number, viewerKey: string): Promise<void> {
    const room = this.rooms.get(liveId);
    const handle = room?.viewers.get(viewerKey);
    if (!room || !handle) return;
    room.viewers.delete(viewerKey);
    await handle.detach().catch(() => undefined);
  }

  async close(liveId: number): Promise<void> {
    const room = this.rooms.get(liveId);
    if (!room) return;
    await this.unpublish(liveId);
    await Promise.all([...room.viewers.keys()].map((key) => this.leave(liveId, key)));
    this.rooms.delete(liveId);
    const current = await this.session?.catch(() => null);
    await current?.admin.destroy({ room: liveId }).catch(() => undefined);
  }

  async shutdown(): Promise<void> {
    await Promise.all([...this.rooms.keys()].map((id) => this.close(id)));
    const current = await this.session?.catch(() => null);
    this.session = null;
    if (!current) return;
    await current.session.destroy().catch(() => undefined);
    await current.connection.close().catch(() => undefined);
  }
}
