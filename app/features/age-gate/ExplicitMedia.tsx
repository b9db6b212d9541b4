/**
 * The viewer's "blur explicit media until I tap" (/setting/adult_setting, ADR 093): the root gives
 * it to every page; feed, profile and chat wrap each media item the viewer may see in
 * ExplicitMedia. Every creator's media count as explicit (an adults-only product).
 */
import { createContext, type ReactNode, useContext } from 'react';
import { BlurReveal } from '#ds';

export const BlurMediaContext = createContext(false);

/** `label`: what is hidden, for the cover's name ("photo 1 of 2 by Ava"). */
export function ExplicitMedia({ label, children }: { label: string; children: ReactNode }) {
  const blur = useContext(BlurMediaContext);
  return blur ? <BlurReveal label={label}>{children}</BlurReveal> : <>{children}</>;
}
