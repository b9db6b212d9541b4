import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnimationOverlay } from './AnimationOverlay';

afterEach(() => vi.useRealTimers());

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe('AnimationOverlay', () => {
  it('plays the animation over the page for its duration, then calls onDone once', () => {
    vi.useFakeTimers();
    setReducedMotion(false);
    const onDone = vi.fn();
    render(
      <AnimationOverlay
        src="/gifts/champagne.svg"
        stillSrc="/gifts/champagne.svg#still"
        label="Champagne"
        durationMs={2800}
        stillDurationMs={1500}
        onDone={onDone}
      />,
    );
    const picture = screen.getByRole('img', { name: 'Champagne' });
    expect(picture).toHaveAttribute('src', '/gifts/champagne.svg');
    // Portalled to the body, above dialogs, letting clicks through.
    expect(picture.parentElement!.parentElement).toBe(document.body);
    expect(picture.parentElement).toHaveAttribute('data-motion', 'full');
    act(() => vi.advanceTimersByTime(2799));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('shows the still frame for the shorter time under prefers-reduced-motion', () => {
    vi.useFakeTimers();
    setReducedMotion(true);
    const onDone = vi.fn();
    render(
      <AnimationOverlay
        src="/gifts/champagne.svg"
        stillSrc="/gifts/champagne.svg#still"
        label="Champagne"
        durationMs={2800}
        stillDurationMs={1500}
        onDone={onDone}
      />,
    );
    const picture = screen.getByRole('img', { name: 'Champagne' });
    expect(picture).toHaveAttribute('src', '/gifts/champagne.svg#still');
    expect(picture.parentElement).toHaveAttribute('data-motion', 'still');
    act(() => vi.advanceTimersByTime(1500));
    expect(onDone).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
