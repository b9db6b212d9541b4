/** Development tools of the API: the outbox of a server without SMTP, for the machine itself only. */
import { z } from 'zod';
import { endpoint } from './endpoint';

export const devEndpoints = {
  /** The latest mails the outbox holds (the sign-in codes of a development machine); empty with SMTP. */
  'dev.outbox': endpoint({
    method: 'GET',
    path: '/dev/outbox',
    access: 'public',
    loopbackOnly: true,
    input: z.object({}),
    handler: async ({ services }) => ({ kind: services.mailer.kind, list: await services.mailer.latest(20) }),
  }),
};
