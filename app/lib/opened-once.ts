/**
 * True from the first time `open` is. An on-demand dialog (ADR 105) is mounted then and stays
 * mounted, so Radix closes it as it closes any dialog (exit state, focus return).
 */
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
