import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionSheet } from './ActionSheet';

describe('ActionSheet', () => {
  it('lists its actions and runs the chosen one', () => {
    const newPost = vi.fn();
    render(
      <ActionSheet
        open
        onOpenChange={() => undefined}
        title="Create"
        actions={[
          { id: 'post', label: 'New Post', icon: 'camera', onPress: newPost },
          { id: 'live', label: 'Live', icon: 'live', onPress: () => undefined },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /New Post/ }));
    expect(newPost).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Live/ })).toBeInTheDocument();
  });
});
