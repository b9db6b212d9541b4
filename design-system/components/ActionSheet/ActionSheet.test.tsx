import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionSheet } from './ActionSheet';

describe('ActionSheet', () => {
  it('an action closes the sheet and runs', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const post = vi.fn();
    render(
      <ActionSheet
        open
        onOpenChange={onOpenChange}
        title="Create"
        actions={[
          { id: 'post', label: 'New Post', icon: 'camera', onPress: post },
          { id: 'live', label: 'Live', icon: 'live', onPress: () => {} },
        ]}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Create' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Post' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('Cancel and Escape close it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<ActionSheet open onOpenChange={onOpenChange} title="Create" actions={[]} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing when closed', () => {
    render(<ActionSheet open={false} onOpenChange={() => {}} title="Create" actions={[]} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
