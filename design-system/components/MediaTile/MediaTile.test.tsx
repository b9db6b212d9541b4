import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MediaTile } from './MediaTile';

describe('MediaTile', () => {
  it('an open image is a button that opens it', () => {
    const onPress = vi.fn();
    render(<MediaTile kind="image" src="/p/1.jpg" alt="Beach" onPress={onPress} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open image: Beach' }));
    expect(onPress).toHaveBeenCalled();
  });

  it('a locked item says it is locked and its price, and shows only the preview it was given', () => {
    const { container } = render(<MediaTile kind="video" src="/preview/blurred.jpg" alt="Clip" locked price={1200} />);
    const tile = screen.getByRole('button', { name: 'Locked video: Clip, unlock for 1,200 coins' });
    expect(tile).toHaveTextContent('1,200 coins');
    expect(container.querySelector('img')).toHaveAttribute('src', '/preview/blurred.jpg');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('a locked item without a price is for members, and says so on screen', () => {
    render(<MediaTile kind="image" src="/preview/b.jpg" alt="Pool" locked />);
    expect(screen.getByRole('button', { name: 'Locked image: Pool, for members' })).toHaveTextContent('Members');
  });

  it('a video shows its duration', () => {
    render(<MediaTile kind="video" src="/p/v.jpg" alt="Tour" duration="0:42" />);
    expect(screen.getByRole('button', { name: 'Play video: Tour' })).toHaveTextContent('0:42');
  });
});
