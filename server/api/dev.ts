/** Development tools of the API, for the machine itself only: the outbox of a server without SMTP, the calls clock of a test server. */
import { z } from 'zod';
import { AppError } from '../domain/errors';
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
  /** Moves the calls clock forward (TEST_CLOCK=1 only; ADR 099) so an e2e test can make call minutes pass. */
  'dev.clock.advance': endpoint({
    method: 'POST',
    path: '/dev/clock/advance',
    access: 'public',
    loopbackOnly: true,
    input: z.object({ seconds: z.number().int().min(1).max(86_400) }),
    handler: ({ input, services }) => {
      if (!services.config.TEST_CLOCK) throw new AppError('NOT_FOUND');
      services.calls.advanceClock(input.seconds);
      return { advanced: input.seconds };
    },
  }),
};
