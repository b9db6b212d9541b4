import type { Meta, StoryObj } from '@storybook/react-vite';
import { ItemList, ListRow, RowThumb, StatusPill, statusPillTones } from '#ds';
import { photoSunset, posterLive } from '../fixtures';

/** A state in words (Scheduled, Sending, Sent, Failed), and a row's square media thumbnail. */
const meta = { title: 'Data display/StatusPill', component: StatusPill, args: { children: 'Scheduled' } } satisfies Meta<typeof StatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {statusPillTones.map((tone) => (
        <StatusPill key={tone} tone={tone}>
          {tone}
        </StatusPill>
      ))}
    </div>
  ),
};

export const InRows: Story = {
  render: () => (
    <ItemList label="Rows with thumbnails">
      <li>
        <ListRow
          leading={<RowThumb src={photoSunset} />}
          title="New set tonight"
          description="To Followers"
          meta={<StatusPill tone="accent">Scheduled</StatusPill>}
        />
      </li>
      <li>
        <ListRow
          leading={<RowThumb src={posterLive} kind="video" />}
          title="Behind the scenes"
          description="To Members"
          meta={<StatusPill tone="success">Sent</StatusPill>}
        />
      </li>
      <li>
        <ListRow leading={<RowThumb icon="chat" />} title="Thank you all" description="To Followers" meta={<StatusPill tone="danger">Failed</StatusPill>} />
      </li>
    </ItemList>
  ),
};
