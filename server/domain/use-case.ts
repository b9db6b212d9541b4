/**
 * The use-case boundary (issue 43, ADR 125). A visitor-facing operation is `run(deps, actor, input)`,
 * and the rules every such call obeys are declared beside it as data:
 * - `fence`: whose blocked locations refuse the call (ADR 093): a creator, or the user name, post,
 *   live, conversation or message that names one; checked before `run`, so a refused write writes nothing;
 * - `hides`: for a list, which creators' items a visitor from their blocked locations does not see;
 * - `after`: what follows once `run`'s write has committed (a notice, an emit, a push, a mail).
 * The composition root binds each area's operations once (`bindUseCases`), with the policies that
 * carry these out: no page, endpoint or socket reaches an operation without them.
 */
import { log } from '../log';
import { AppError } from './errors';
import type { FenceSubject, Visitor } from './locations/rules';
import type { SessionUser } from './sessions';

export type { FenceSubject };

/** The signed-in caller, as notices about them name them. */
export type ActorUser = Pick<SessionUser, 'user_id' | 'user_name' | 'nickname' | 'portrait' | 'user_role'>;

/** Who calls: their account id (null for a visitor without a session), the request's address (ctx.ip) and, signed in, who they are. */
export interface Actor extends Visitor {
  user?: ActorUser | null;
}

/** A list's items by creator, and the list without the hidden ones. */
export interface Hiding<R> {
  creators: number[];
  without: (hidden: Set<number>) => R;
}

export interface UseCase<D, I, R> {
  fence?: (input: I, actor: Actor) => FenceSubject | null;
  /** For a read whose refusals must all look alike (media, ADR 088): the fence on what it found. */
  fenceFound?: (result: R) => FenceSubject | null;
  hides?: (result: R) => Hiding<R>;
  /** After the write: awaited, and its failure logged (the write stands; the caller hears of its success). */
  after?: (deps: D, result: R, actor: Actor, input: I) => Promise<unknown> | void;
  run: (deps: D, actor: Actor, input: I) => Promise<R>;
}

/** The signed-up caller's id (the endpoints' access admits only them; a page or socket may not have checked). */
export function actorId(actor: Actor): number {
  if (actor.userId === null) throw new AppError('AUTH_REQUIRED');
  return actor.userId;
}

/** The signed-in caller's user. */
export function actorUser(actor: Actor): ActorUser {
  if (!actor.user) throw new AppError('AUTH_REQUIRED');
  return actor.user;
}

/** Declares one operation (the identity function, for its types). */
export const useCase = <D, I, R>(definition: UseCase<D, I, R>): UseCase<D, I, R> => definition;

/** What the composition root gives every bound operation (domain/locations' rules). */
export interface Policies {
  fence: (subject: FenceSubject, actor: Actor) => Promise<void>;
  hiddenAmong: (creatorIds: number[], actor: Actor) => Promise<Set<number>>;
}

/** A use case of the area's deps, whatever its input and result. */
type AnyUseCase<D> = UseCase<D, any, any>;

/** An area's operations as callers see them: `(actor, input)`. */
export type Operations<M> = {
  [K in keyof M]: M[K] extends UseCase<never, infer I, infer R> ? (actor: Actor, input: I) => Promise<R> : never;
};

export function bindUseCases<D, M extends Record<string, AnyUseCase<D>>>(cases: M, deps: D, policies: Policies): Operations<M> {
  const bound = Object.entries(cases).map(([name, { fence, fenceFound, hides, after, run }]) => {
    const call = async (actor: Actor, input: unknown) => {
      const subject = fence?.(input, actor);
      if (subject) await policies.fence(subject, actor);
      let result = await run(deps, actor, input);
      const found = fenceFound?.(result);
      if (found) await policies.fence(found, actor);
      if (hides) {
        const hiding = hides(result);
        const hidden = await policies.hiddenAmong(hiding.creators, actor);
        if (hidden.size) result = hiding.without(hidden);
      }
      try {
        await after?.(deps, result, actor, input);
      } catch (error) {
        log.error({ err: error, useCase: name }, 'after a use case');
      }
      return result;
    };
    return [name, call] as const;
  });
  return Object.fromEntries(bound) as Operations<M>;
}
