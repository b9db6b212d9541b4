/**
 * How an <img> loads. The page's largest picture in the first view (its LCP element) is fetched at
 * once and ahead of scripts; every other picture waits until it nears the viewport.
 * React 18 knows no `fetchPriority` prop (it warns and drops it), so the attribute goes lowercase.
 */
export function imageLoading(priority: boolean): Record<string, string> {
  return priority ? { loading: 'eager', fetchpriority: 'high' } : { loading: 'lazy', decoding: 'async' };
}
