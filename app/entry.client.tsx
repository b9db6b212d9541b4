import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { applyBackStackRule } from './features/shell/back-stack';

// Before the router reads the history, so it starts from the adjusted stack.
applyBackStackRule();

// A request aborted because a navigation replaced the page's loads (a purchase that returns to
// the page it came from, say) is not a failure: it must not surface as an uncaught error.
window.addEventListener('unhandledrejection', (event) => {
  if ((event.reason as { name?: string } | null)?.name === 'AbortError') event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
