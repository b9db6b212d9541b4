import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemList, ItemRowLink } from './ItemList';

describe('ItemList', () => {
  it('is a named list, ordered when asked', () => {
    const { rerender } = render(
      <ItemList label="Blocked users">
        <li>One</li>
        <li>Two</li>
      </ItemList>,
    );
    const list = screen.getByRole('list', { name: 'Blocked users' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    rerender(
      <ItemList label="Conversation" ordered>
        <li>One</li>
      </ItemList>,
    );
    expect(screen.getByRole('list', { name: 'Conversation' }).tagName).toBe('OL');
  });

  it('a row link goes where it says, named by its label when given', () => {
    render(
      <ItemList label="Conversations">
        <li>
          <ItemRowLink href="/chatRoom?activeContactId=2" label="Golden Fan, 3 unread">
            Golden Fan
          </ItemRowLink>
        </li>
      </ItemList>,
    );
    expect(screen.getByRole('link', { name: 'Golden Fan, 3 unread' })).toHaveAttribute('href', '/chatRoom?activeContactId=2');
  });
});
