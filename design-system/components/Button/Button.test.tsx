import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('presses through onPress and onClick', () => {
    const onPress = vi.fn();
    const onClick = vi.fn();
    render(
      <Button onPress={onPress} onClick={onClick}>
        Save
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: busy, and a press does nothing', () => {
    const onPress = vi.fn();
    render(
      <Button loading onPress={onPress}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Pay/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('disabled ignores presses; type defaults to button', () => {
    const onPress = vi.fn();
    render(
      <Button disabled onPress={onPress}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});
