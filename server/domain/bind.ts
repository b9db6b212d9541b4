/**
 * Domain modules are plain functions that take their dependencies first
 * (`send(deps, senderId, input)`); the composition root binds the dependencies once so call
 * sites read `services.chat.send(senderId, input)`.
 */

/** A module's functions with their first argument (the dependencies) given. */
export type Bound<M> = {
  [K in keyof M]: M[K] extends (deps: any, ...args: infer A) => infer R ? (...args: A) => R : never;
};

export function bindDeps<D, M extends Record<string, (deps: D, ...args: never[]) => unknown>>(module: M, deps: D): Bound<M> {
  const bound: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(module)) bound[name] = (...args: never[]) => fn(deps, ...args);
  return bound as Bound<M>;
}
