/** What the calls domain offers the API, the socket rooms and the jobs (issue 21, ADR 099). */
import type { CallOffer, CallSetting, CallView, IceConfig, IncomingCall } from '../../../common/calls';
import type { Invited } from './invite';

export interface CallService {
  /** The creator's own setting (defaults until saved). */
  setting(userId: number): Promise<CallSetting>;
  saveSetting(userId: number, setting: CallSetting): Promise<CallSetting>;
  /** A creator's calls as a viewer sees them; null when they take none. */
  offer(viewerId: number, creatorId: number): Promise<CallOffer | null>;
  /** Rings `userId` (holds the fan's min_time minutes first); a retry with the same key returns the same call. The ring itself is the use case's (use-cases.ts). */
  invite(callerId: number, input: { user_id: number; idem_key: string }): Promise<Invited>;
  /** `sessionId`: the answering session; a retry from it is not CALL_ANSWERED_ELSEWHERE. */
  accept(userId: number, callId: number, sessionId?: number): Promise<CallView>;
  decline(userId: number, callId: number): Promise<void>;
  cancel(userId: number, callId: number): Promise<void>;
  /** This member's media flows; the call connects (and the hold is charged) when both said so. */
  connected(userId: number, callId: number): Promise<CallView>;
  hangup(userId: number, callId: number): Promise<CallView>;
  /** The call as this member sees it: CALL_NOT_FOUND, CALL_NOT_MEMBER otherwise. */
  detail(userId: number, callId: number): Promise<CallView>;
  /** For the socket's call_join: as detail, and CALL_ENDED once the call has ended. */
  join(userId: number, callId: number): Promise<CallView>;
  /** Calls ringing this user now. */
  incoming(userId: number): Promise<IncomingCall[]>;
  /** One turn of the calls job: ring timeouts, minutes due, abandoned calls. */
  runOnce(): Promise<void>;
  /** Moves the calls clock forward (POST /api/dev/clock/advance, TEST_CLOCK only): billing follows on the next job turn. */
  advanceClock(seconds: number): void;
}

/** ICE servers for a user's RTCPeerConnection (STUN_URLS, TURN_URLS with TURN_SECRET's REST credentials). */
export interface IceService {
  config(userId: number): IceConfig;
}
