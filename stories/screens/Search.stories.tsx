import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreatorSearchView } from '../../app/features/profile/CreatorSearchView';
import { portraitAva, portraitMilo } from '../fixtures';

const creators = [
  { user_id: 7, user_name: 'ava_gold', nickname: 'Ava Gold', portrait: portraitAva, user_role: 1 as const, following: true },
  { user_id: 8, user_name: 'milo_rivers', nickname: 'Milo Rivers', portrait: portraitMilo, user_role: 1 as const, following: false },
  { user_id: 9, user_name: 'ava.studio', nickname: 'Ava Studio With A Very Long Display Name', portrait: '', user_role: 1 as const, following: false },
];

/** /user/list, reached from the home header's "Search creators": rows with avatar, name, handle and whether you follow them. */
const meta = {
  title: 'Screens/Search',
  component: CreatorSearchView,
  args: { search: '', query: '', people: creators, hasMore: false, onSearchChange: fn(), onSearch: fn(), onLoadMore: fn() },
} satisfies Meta<typeof CreatorSearchView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllCreators: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Creators' }));
    await expect(list.getByRole('link', { name: 'Ava Gold, @ava_gold, following' })).toHaveAttribute('href', '/@ava_gold');
    await expect(list.getAllByText('Following')).toHaveLength(1);
  },
};

/** Nothing matches: why, and one way on ("Show all creators" clears the search). */
export const NoMatch: Story = {
  args: { search: 'zzz', query: 'zzz', people: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No creators found for "zzz"' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all creators' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

export const NoCreatorsYet: Story = { args: { people: [] } };
