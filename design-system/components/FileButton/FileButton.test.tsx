import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from './FileButton';

describe('FileButton', () => {
  it('opens the file chooser from the button and hands over the chosen files', () => {
    const onSelect = vi.fn();
    const { container } = render(
      <FileButton accept="image/*" onSelect={onSelect}>
        Choose a photo
      </FileButton>,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('tabindex', '-1');
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Choose a photo' }));
    expect(opened).toHaveBeenCalled();

    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onSelect).toHaveBeenCalledWith([file]);
  });

  it('ignores a chooser closed without a file, and does not open while disabled', () => {
    const onSelect = vi.fn();
    const { container } = render(
      <FileButton onSelect={onSelect} disabled>
        Choose
      </FileButton>,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(opened).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [] } });
    expect(onSelect).not.toHaveBeenCalled();
  });
});
