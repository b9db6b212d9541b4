/**
 * The browser side of a live's media (issue 22, ADR 101): the creator publishes a camera stream
 * to the SFU, a viewer receives it, both signalled over the shell's socket (opened with the `li`
 * query on /live/join_live). CONTRACT STUB: the media helper replaces the bodies; the signatures
 * are what the room screens use.
 */
import type { IceConfig } from '../../../common/calls';

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

/** Publishes `stream` to the live (creator only, live running): live_publish over the socket. */
export async function publishLive(liveId: number, stream: MediaStream, ice: IceConfig): Promise<LivePublisher> {
  void liveId;
  void stream;
  void ice;
  throw new Error('live media: not wired yet');
}

/** Receives the live's stream (viewer in the room): live_watch, then live_watch_answer. */
export async function watchLive(liveId: number, ice: IceConfig): Promise<LiveViewerMedia> {
  void liveId;
  void ice;
  throw new Error('live media: not wired yet');
}
