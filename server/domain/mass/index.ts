/**
 * Mass messages (issue 7, ADR 073): a creator writes once, a job delivers a chat message to
 * each recipient in batches. Sending starts by writing the recipient list in the same
 * transaction that moves the message to Sending; each recipient's copy goes through chat with
 * the client id `mass-message-{id}-{recipient}`, which chat stores once per sender, so a batch retried after
 * a crash (or taken by a second process when its lease ran out) never sends twice.
 */
import { bindDeps } from '../bind';
import { audienceSizes } from './audiences';
import { massDeps, type MassOptions } from './deps';
import { runOnce } from './job';
import { create, list } from './messages';

export type { MassDelivery, MassDeps, MassOptions } from './deps';
export { chatDelivery } from './job';
export { massClientId, type MassMessageView } from './messages';

export const massFunctions = { create, list, audienceSizes, runOnce };

export function createMassService(options: MassOptions) {
  return bindDeps(massFunctions, massDeps(options));
}

export type MassService = ReturnType<typeof createMassService>;
