/** The page's own (not httpOnly) cookies: x-fm-ui, x-fm-ut and x-fm-di of spec section 3. */
const YEAR_SECONDS = 60 * 60 * 24 * 400;

export function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

export function writeCookie(name: string, value: string, maxAgeSeconds = YEAR_SECONDS): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

export function clearCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
}
