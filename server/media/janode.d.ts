/** The few parts of janode (Meetecho's Janus client, plain JS) that janus-sfu.ts uses. */
declare module 'janode' {
  interface Jsep {
    type: 'offer' | 'answer';
    sdp: string;
    trickle?: boolean;
  }
  interface Emitter {
    on(event: string, listener: (...args: unknown[]) => void): void;
    once(event: string, listener: (...args: unknown[]) => void): void;
  }
  export interface JanodeHandle extends Emitter {
    detach(): Promise<void>;
  }
  export interface JanodeSession extends Emitter {
    attach<H>(plugin: { id: string; Handle: new (...args: never[]) => H }): Promise<H>;
    destroy(): Promise<void>;
  }
  export interface JanodeConnection extends Emitter {
    create(keepAliveSeconds?: number): Promise<JanodeSession>;
    close(): Promise<void>;
  }
  const Janode: {
    connect(config: { address: { url: string; apisecret?: string }; retry_time_secs?: number; max_retries?: number }): Promise<JanodeConnection>;
    Logger: { setLevel(level: 'debug' | 'verb' | 'info' | 'warn' | 'error' | 'none'): string };
    EVENT: Record<'CONNECTION_CLOSED' | 'CONNECTION_ERROR' | 'SESSION_DESTROYED' | 'HANDLE_DETACHED' | 'HANDLE_HANGUP' | 'HANDLE_WEBRTCUP', string>;
  };
  export default Janode;
}

declare module 'janode/plugins/videoroom' {
  import type { JanodeHandle } from 'janode';
  type Jsep = { type: 'offer' | 'answer'; sdp: string; trickle?: boolean };
  export interface VideoRoomHandle extends JanodeHandle {
    create(params: Record<string, unknown> & { room: number }): Promise<unknown>;
    exists(params: { room: number }): Promise<{ exists: boolean }>;
    destroy(params: { room: number; secret?: string }): Promise<unknown>;
    joinConfigurePublisher(params: { room: number; feed: number; audio?: boolean; video?: boolean; display?: string; jsep: Jsep }): Promise<{ jsep?: Jsep }>;
    joinSubscriber(params: { room: number; feed: number }): Promise<{ jsep?: Jsep }>;
    start(params: { jsep: Jsep }): Promise<unknown>;
    leave(): Promise<unknown>;
  }
  const VideoRoomPlugin: { id: string; Handle: new (...args: never[]) => VideoRoomHandle; EVENT: Record<string, string> };
  export default VideoRoomPlugin;
}
