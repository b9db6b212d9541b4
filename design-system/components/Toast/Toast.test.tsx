import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, TOAST_DEFAULT_MS, useToast, type ToastApi } from './Toast';

let api: ToastApi;
function Grab() {
  api = useToast();
  return null;
}

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time and the next one after the first leaves', () => {
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
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_MS));
    expect(region).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_MS));
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
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Long');
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
