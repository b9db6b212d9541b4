/** The socket.io server's types and room names, shared by realtime/index.ts and the call rooms (calls.ts). */
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../common/realtime';
import type { SessionUser } from '../domain/sessions';

export interface SocketData {
  user: SessionUser | null;
  /** The session the socket was opened with: "signout" goes to the sockets of one session. */
  sessionId?: number;
  deviceId?: string;
  platform?: string;
  /** The lives this socket published to (the creator's): its loss starts their grace period (live.ts). */
  publishing?: number[];
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const userRoom = (userId: number) => `user:${userId}`;
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
/** The two members' sockets on the /video-call page (issue 21, ADR 100). */
export const callRoom = (callId: number) => `call:${callId}`;
/** The sockets of a live's page (/live/join_live, the `li` query) admitted by the domain (issue 22, ADR 101). */
export const liveRoom = (liveId: number) => `live:${liveId}`;

/**
 * Whether the user has a socket anywhere. One here answers without asking the other processes:
 * fetchSockets is a round trip through the Redis adapter, and a chat send asks it of every
 * recipient (push and email go to those with none).
 */
export async function userOnline(io: RealtimeServer, userId: number): Promise<boolean> {
  if (io.sockets.adapter.rooms.get(userRoom(userId))?.size) return true;
  return (await io.in(userRoom(userId)).fetchSockets()).length > 0;
}
