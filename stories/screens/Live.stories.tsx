import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '#ds';
import type { LiveListItem, LiveView } from '../../common/live';
import { GoLiveView, type GoLiveViewProps } from '../../app/features/live/GoLiveView';
import { checkSchedule, checkStart, emptyGoLiveForm, type GoLiveForm } from '../../app/features/live/go-live-form';
import { ProfileLiveEntryView } from '../../app/features/live/LiveEntryViews';
import { portraitAva } from '../fixtures';

/** Issue 22: /live, the creator's go-live screen, in each state; and the profile's live line for fans. Stories have no camera. */
const meta = { title: 'Screens/Live', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const TODAY = '2026-11-26';
const creator = { id: 2, nick_name: 'Ava Gold', user_name: 'ava_gold', portrait: portraitAva };
const live = (over: Partial<LiveView>): LiveView => ({
  live_id: 7,
  creator,
  title: 'Late night Q&A',
  state: 'scheduled',
  end_reason: null,
  ticket_price: 0,
  price_changes_left: 2,
  chat_muted: false,
  viewer_count: 0,
  publishing: false,
  entry: 'creator',
  now: 1_795_000_000,
  starts_at: 1_795_100_000,
  started_at: null,
  ended_at: null,
  ...over,
});

/** The view with its own form state and the real checks, as the page runs them. */
function Screen(props: Partial<GoLiveViewProps> & { initial?: Partial<GoLiveForm>; scheduleOn?: boolean }) {
  const [form, setForm] = useState<GoLiveForm>({ ...emptyGoLiveForm(TODAY), ...props.initial });
  const [schedule, setSchedule] = useState(props.scheduleOn ?? false);
  const [errors, setErrors] = useState(props.errors ?? {});
  return (
    <Box paddingX="large" paddingY="large">
      <GoLiveView
        access="granted"
        onAskAccess={fn()}
        preview={{ stream: null, mirrored: true }}
        today={TODAY}
        running={null}
        scheduled={[]}
        onCancel={fn()}
        onStartScheduled={fn()}
        {...props}
        form={form}
        onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
        errors={errors}
        schedule={schedule}
        onScheduleChange={setSchedule}
        onSubmit={() => setErrors((schedule ? checkSchedule(form, Date.parse('2026-11-26T12:00:00Z')) : checkStart(form)).errors)}
      />
    </Box>
  );
}

/** A direct visit without a fresh ts: the access step (camera and microphone) before the form. */
export const AccessNeeded: Story = {
  render: () => <Screen access="needed" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Allow camera and microphone' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Go live' })).toBeNull();
    await expect(canvas.getByText(/No lives scheduled/)).toBeInTheDocument();
  },
};

/** The form, empty: Go live without a title says why. */
export const Form: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go live' }));
    await expect(canvas.getByText('Please add a title for your Live.')).toBeInTheDocument();
  },
};

/** A ticketed live: the price field, and its rule. */
export const FormTicket: Story = {
  render: () => <Screen initial={{ title: 'Late night Q&A', entry: 'ticket', price: '0' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go live' }));
    await expect(canvas.getByText('Please enter coins from 1 to 10000')).toBeInTheDocument();
  },
};

/** Scheduling: a date and a time (Pacific); the button says Schedule. */
export const FormSchedule: Story = {
  render: () => <Screen initial={{ title: 'Sunday brunch', date: TODAY, time: '04:00' }} scheduleOn />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await expect(canvas.getByText('Please choose a time at least 3 minutes from now.')).toBeInTheDocument();
  },
};

/** Upcoming lives: Go live now and Cancel on each. */
export const ScheduledList: Story = {
  render: () => <Screen scheduled={[live({}), live({ live_id: 8, title: 'Members only', ticket_price: 120, starts_at: 1_795_300_000 })]} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Upcoming lives' });
    // Under the form: brought into view for the screenshot.
    list.scrollIntoView({ block: 'center' });
    await expect(within(list).getAllByRole('button', { name: 'Go live now' })).toHaveLength(2);
    await expect(within(list).getByText(/Ticket: 120 coins/)).toBeInTheDocument();
  },
};

/** Already live: Return to your Live instead of the form. */
export const Running: Story = {
  render: () => (
    <Screen running={live({ state: 'running', started_at: 1_794_999_000, starts_at: null, ticket_price: 50 })} scheduled={[live({ live_id: 9 })]} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Return to your Live' })).toHaveAttribute('href', '/live/join_live?live_id=7');
    await expect(canvas.queryByRole('button', { name: 'Go live' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Go live now' })).toBeNull();
  },
};

const item = (over: Partial<LiveListItem>): LiveListItem => ({
  live_id: 7,
  creator,
  title: 'Late night Q&A',
  state: 'running',
  ticket_price: 0,
  viewer_count: 12,
  starts_at: null,
  started_at: 1_794_999_000,
  ...over,
});

/** A fan on the profile of a creator who is live. */
export const ProfileWatchLive: Story = {
  render: () => (
    <Box padding="large">
      <ProfileLiveEntryView live={item({})} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Watch live' })).toHaveAttribute('href', '/live/join_live?live_id=7');
  },
};

/** A fan on the profile of a creator with a live scheduled. */
export const ProfileLiveAt: Story = {
  render: () => (
    <Box padding="large">
      <ProfileLiveEntryView live={item({ state: 'scheduled', starts_at: 1_795_100_000, started_at: null })} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Live at /)).toBeInTheDocument();
  },
};
