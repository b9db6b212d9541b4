/**
 * How an API endpoint is named (ADR 083): its path without the leading "/core/" (or "/") and
 * the trailing "/", slashes as dots: '/core/chat/send/' -> 'chat.send', '/auth/login' ->
 * 'auth.login'. Two tie-breaks keep names unique: a path served by a GET and another method
 * names the other one with the method added ('notify.email.settings.post'), and a /core/ path
 * whose name a path outside /core/ already has keeps "core." ('/core/auth/logout/' ->
 * 'core.auth.logout', beside '/auth/logout' -> 'auth.logout').
 */
export interface RouteFacts {
  method: string;
  path: string;
}

const bare = (path: string) =>
  path
    .replace(/^\/(core\/)?/, '')
    .replace(/\/$/, '')
    .replace(/\//g, '.');

/** The names of `routes`, in order; throws when two would still share a name. */
export function apiNames(routes: readonly RouteFacts[]): string[] {
  const outsideCore = new Set(routes.filter((r) => !r.path.startsWith('/core/')).map((r) => bare(r.path)));
  const names = routes.map(({ method, path }) => {
    const base = path.startsWith('/core/') && outsideCore.has(bare(path)) ? `core.${bare(path)}` : bare(path);
    const shared = routes.some((r) => r.path === path && r.method !== method);
    return shared && method !== 'GET' ? `${base}.${method.toLowerCase()}` : base;
  });
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`Two API endpoints are both named "${name}": give one another path.`);
    seen.add(name);
  }
  return names;
}
