import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { applyBackStackRule } from './features/shell/back-stack';

// Before the router reads the history, so it starts from the adjusted stack.
applyBackStackRule();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
