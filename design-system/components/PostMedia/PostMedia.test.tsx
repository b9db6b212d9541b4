import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PostMedia } from './PostMedia';

describe('PostMedia', () => {
  it('shows an image with its text alternative and responsive sources', () => {
    render(<PostMedia kind="image" alt="Beach at dawn" src="/media/1/w_960,h_0" srcSet="/media/1/w_480,h_0 480w" sizes="100vw" width={960} height={1200} />);
    const img = screen.getByRole('img', { name: 'Beach at dawn' });
    expect(img).toHaveAttribute('src', '/media/1/w_960,h_0');
    expect(img).toHaveAttribute('srcset', '/media/1/w_480,h_0 480w');
  });

  it("loads a picture lazily unless it is the first view's largest, which is fetched at once and first", () => {
    const { rerender } = render(<PostMedia kind="image" alt="Beach" src="/media/1/w_960,h_0" />);
    const img = screen.getByRole('img', { name: 'Beach' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    rerender(<PostMedia kind="image" alt="Beach" src="/media/1/w_960,h_0" priority />);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('starts a video muted with controls', () => {
    const { container } = render(<PostMedia kind="video" alt="Clip" src="/media/2/video" poster="/media/3/w_960,h_0" />);
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/media/3/w_960,h_0');
  });

  it("follows the volume and muted props after the first render, and reports the viewer's changes", () => {
    const onVolumeChange = vi.fn();
    const { container, rerender } = render(<PostMedia kind="video" alt="Clip" src="/media/2/video" muted volume={1} onVolumeChange={onVolumeChange} />);
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    rerender(<PostMedia kind="video" alt="Clip" src="/media/2/video" muted={false} volume={0.4} onVolumeChange={onVolumeChange} />);
    expect(video.muted).toBe(false);
    expect(video.volume).toBeCloseTo(0.4);
    video.volume = 0.7;
    fireEvent.volumeChange(video);
    expect(onVolumeChange).toHaveBeenLastCalledWith({ volume: 0.7, muted: false });
  });

  it('shows only the blurred preview and the action when locked, never the original', () => {
    const { container } = render(
      <PostMedia
        kind="image"
        alt="Set 1"
        locked
        preview="/media/1/preview"
        src="/media/1/w_960,h_0"
        lockedLabel="Unlock to see"
        action={<button type="button">Unlock for 30 coins</button>}
      />,
    );
    const sources = [...container.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(sources).toEqual(['/media/1/preview']);
    expect(screen.getByRole('group', { name: 'Locked image: Set 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock for 30 coins' })).toBeInTheDocument();
  });
});
