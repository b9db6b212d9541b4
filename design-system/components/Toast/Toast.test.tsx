import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastApi } from './Toast';

/** The spec's toast default (section 9), written here rather than imported: a changed constant fails this test. */
const TOAST_MS = 2000;

let api: ToastApi;
function Grab() {
  api = useToast();
  return null;
}

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time, each for 2000 ms, the next one after the first leaves', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      api.show('Saved');
      api.show('Copied');
    });
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Saved');
    expect(region).not.toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(region).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(region).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('is a polite live region', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('honours a custom duration', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => api.show('Long', { duration: 5000 }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent('Long');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('needs a provider', () => {
    // React and jsdom report the thrown error on console.error; here it is expected.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', onError);
    expect(() => render(<Grab />)).toThrow(/ToastProvider/);
    window.removeEventListener('error', onError);
  });
});
