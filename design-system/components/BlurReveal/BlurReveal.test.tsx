import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BlurReveal } from './BlurReveal';

const photo = <img src="/media/p/1/2/w_960,h_0" alt="Sunset" />;

describe('BlurReveal', () => {
  it('hides the media from the accessibility tree and the keyboard until revealed', () => {
    const { container } = render(<BlurReveal label="photo: Sunset">{photo}</BlurReveal>);
    expect(screen.queryByRole('img', { name: 'Sunset' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tap to view: photo: Sunset' })).toBeInTheDocument();
    expect(container.querySelector('[inert]')).not.toBeNull();
  });

  it.each([['{Enter}'], [' ']])('reveals on %s from the keyboard', async (key) => {
    const user = userEvent.setup();
    const { container } = render(<BlurReveal label="photo: Sunset">{photo}</BlurReveal>);
    await user.tab();
    expect(screen.getByRole('button', { name: /Tap to view/ })).toHaveFocus();
    await user.keyboard(key);
    expect(screen.queryByRole('button', { name: /Tap to view/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'Sunset' })).toBeInTheDocument();
    expect(container.querySelector('[inert]')).toBeNull();
  });

  it('reveals on a tap', async () => {
    render(<BlurReveal label="photo: Sunset">{photo}</BlurReveal>);
    await userEvent.click(screen.getByRole('button', { name: /Tap to view/ }));
    expect(screen.getByRole('img', { name: 'Sunset' })).toBeInTheDocument();
  });

  it('shows the media as is when not blurred', () => {
    render(<BlurReveal blurred={false}>{photo}</BlurReveal>);
    expect(screen.getByRole('img', { name: 'Sunset' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
