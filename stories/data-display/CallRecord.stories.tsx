import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CallRecord } from '#ds';
import type { ChatCallRecord } from '../../common/chat';
import { callRecordText, isUnansweredRecord } from '../../app/features/calls/format';

/** A video call as its conversation records it (msg_type 12): the words carry it, the icon only decorates. */
const meta = { title: 'Data display/CallRecord', component: CallRecord, args: { children: 'Video call · 3:12 · 45 coins' } } satisfies Meta<typeof CallRecord>;
export default meta;
type Story = StoryObj<typeof meta>;

const records: ChatCallRecord[] = [
  { call_id: 1, end_reason: 'hung_up', duration_seconds: 192, coins: 45 },
  { call_id: 2, end_reason: 'hung_up', duration_seconds: 75, coins: 0 },
  { call_id: 3, end_reason: 'missed', duration_seconds: 0, coins: 0 },
  { call_id: 4, end_reason: 'declined', duration_seconds: 0, coins: 0 },
  { call_id: 5, end_reason: 'cancelled', duration_seconds: 0, coins: 0 },
  { call_id: 6, end_reason: 'busy', duration_seconds: 0, coins: 0 },
  { call_id: 7, end_reason: 'no_coins', duration_seconds: 300, coins: 100 },
];

export const Ended: Story = { args: { time: '9:41 PM' } };
export const Missed: Story = { args: { children: 'Missed video call', tone: 'attention', time: '9:41 PM' } };

export const EveryOutcome: Story = {
  render: () => (
    <div>
      {records.map((record) => (
        <CallRecord key={record.call_id} tone={isUnansweredRecord(record) ? 'attention' : 'default'} time="9:41 PM">
          {callRecordText(record)}
        </CallRecord>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Video call · 3:12 · 45 coins', 'Missed video call', 'Declined video call', 'Cancelled video call', 'No answer: busy'])
      await expect(canvas.getByText(text)).toBeInTheDocument();
    await expect(canvas.getByText('Video call ended: out of coins · 5:00 · 100 coins')).toBeInTheDocument();
  },
};
