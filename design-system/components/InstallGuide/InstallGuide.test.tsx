import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InstallGuide } from './InstallGuide';

describe('InstallGuide', () => {
  it('the steps of the platform, and close', () => {
    const onClose = vi.fn();
    render(<InstallGuide platform="ios" onClose={onClose} />);
    expect(screen.getByText('Tap the Share button in Safari.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("the browser's prompt: one Install button, no steps, the app's name", () => {
    const onInstall = vi.fn();
    render(<InstallGuide platform="prompt" appName="Golden" onInstall={onInstall} onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Install Golden' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(onInstall).toHaveBeenCalledTimes(1);
  });
});
