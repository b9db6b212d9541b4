import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog, DialogClose } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger, closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Dialog trigger={<Button>Open</Button>} title="Report post" description="Tell us why" />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Report post' });
    expect(dialog).toHaveAccessibleDescription('Tell us why');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('the close button and a DialogClose action close it', async () => {
    const user = userEvent.setup();
    render(
      <Dialog
        trigger={<Button>Open</Button>}
        title="Details"
        actions={
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can hide the corner close button', () => {
    render(<Dialog defaultOpen title="No close" showClose={false} />);
    expect(screen.getByRole('dialog', { name: 'No close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
