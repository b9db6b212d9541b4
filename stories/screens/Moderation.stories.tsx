import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DmcaQueue, type DmcaNoticeView } from '../../app/features/admin/DmcaQueue';
import { ReportsQueue, type HiddenItemView, type ReportCaseView } from '../../app/features/admin/ReportsQueue';
import { CounterNoticeView } from '../../app/features/moderation/CounterNoticeView';
import { DmcaFormView } from '../../app/features/moderation/DmcaFormView';
import { HiddenNotice } from '../../app/features/moderation/HiddenNotice';
import { MyReportsView } from '../../app/features/moderation/MyReportsView';
import { ReportDialogView } from '../../app/features/moderation/ReportDialogView';
import { TermsView } from '../../app/features/moderation/TermsView';
import { withRemixRouter } from '../remix-router';

/** Reports, hidden content and DMCA (issue 19 points 3 and 4, ADR 092): the report dialog, Your reports, the author's hidden notice, the DMCA forms, /manage/terms and the console's queues. */
const meta = { title: 'Screens/Moderation', decorators: [withRemixRouter(undefined, '/manage/dmca_form')] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReportDialog: Story = {
  render: () => <ReportDialogView target="post" open onSubmit={fn()} />,
  play: async () => {
    const body = within(document.body);
    // The dialog fades in: wait for it (a busy machine once clicked and looked before it had).
    await userEvent.click(await body.findByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(body.getByText('Choose a reason.')).toBeVisible());
    await userEvent.click(body.getByRole('radio', { name: 'Spam or scam' }));
  },
};

export const ReportDialogRefused: Story = {
  render: () => <ReportDialogView target="message" open error="Too many requests. Please wait 40 minutes and try again." onSubmit={fn()} />,
};

export const YourReports: Story = {
  render: () => (
    <MyReportsView
      reports={[
        {
          id: 3,
          target_type: 'post',
          target_id: 12,
          target_user_name: 'ava_gold',
          reason: 'non_consensual',
          status: 'hidden',
          created_at: '2026-11-22T18:05:00Z',
        },
        {
          id: 2,
          target_type: 'message',
          target_id: 40,
          target_user_name: 'rude_guy',
          reason: 'harassment',
          status: 'open',
          created_at: '2026-11-22T17:00:00Z',
        },
        {
          id: 1,
          target_type: 'user',
          target_id: 7,
          target_user_name: 'fake_ava',
          reason: 'impersonation',
          status: 'dismissed',
          created_at: '2026-11-21T09:00:00Z',
        },
      ]}
    />
  ),
};

export const YourReportsEmpty: Story = { render: () => <MyReportsView reports={[]} /> };

export const HiddenPostNotice: Story = {
  render: () => (
    <HiddenNotice
      hidden={{
        kind: 'dmca',
        reason: 'Copyright notice 4 from Pat Claimant, who says this copies: the photo series "Dawn".',
        hidden_at: '2026-11-22T18:05:00Z',
        notice_id: 4,
      }}
    />
  ),
};

export const DmcaForm: Story = { render: () => <DmcaFormView origin="https://fanstage.example" /> };

export const DmcaFormRefused: Story = {
  render: () => (
    <DmcaFormView
      origin="https://fanstage.example"
      result={{ ok: false, field: 'urls', message: 'Each infringing URL must be a link to a post or a profile on this site, one per line.' }}
    />
  ),
};

const notice = { notice_id: 4, claimant_name: 'Pat Claimant', original_work: 'My photo series "Dawn"', post_ids: [12, 13], counter: null };
export const CounterNotice: Story = { render: () => <CounterNoticeView notice={notice} /> };
export const CounterNoticeSent: Story = {
  render: () => (
    <CounterNoticeView
      notice={{ ...notice, counter: { status: 'received', created_at: '2026-11-22T18:05:00Z' } }}
      result={{ ok: true, message: 'Counter-notice sent. We will review it and tell you.' }}
    />
  ),
};

export const Terms: Story = {
  render: () => (
    <TermsView
      policies={[
        { title: 'Terms of Use', href: '/terms' },
        { title: 'Privacy Policy', href: '/privacy' },
        { title: 'Content Moderation Policy', href: '/content-moderation' },
        { title: 'Complaint and Appeal Process', href: '/complaint-process' },
      ]}
    />
  ),
};

const cases: ReportCaseView[] = [
  {
    target_type: 'post',
    target_id: 12,
    target_user: { user_id: 3, user_name: 'ava_gold' },
    count: 2,
    reports: [
      { reporter: 'golden_fan', reason: 'non_consensual', text: '', created_at: '2026-11-22T17:00:00Z' },
      { reporter: 'second_fan', reason: 'non_consensual', text: 'That is me in the photo.', created_at: '2026-11-22T18:00:00Z' },
    ],
    preview: { label: 'Post 12', lines: [{ who: 'ava_gold', text: 'Beach day', reported: true }] },
    hidden: false,
  },
  {
    target_type: 'message',
    target_id: 40,
    target_user: { user_id: 9, user_name: 'rude_guy' },
    count: 1,
    reports: [{ reporter: 'golden_fan', reason: 'harassment', text: '', created_at: '2026-11-22T16:00:00Z' }],
    preview: {
      label: 'Message 40 and its context',
      lines: [
        { who: 'golden_fan', text: 'Hi!', reported: false },
        { who: 'rude_guy', text: 'Something rude', reported: true },
      ],
    },
    hidden: false,
  },
  {
    target_type: 'user',
    target_id: 11,
    target_user: { user_id: 11, user_name: 'fake_ava' },
    count: 1,
    reports: [{ reporter: 'ava_gold', reason: 'impersonation', text: 'Uses my photos.', created_at: '2026-11-22T15:00:00Z' }],
    preview: { label: 'User 11', lines: [{ who: 'fake_ava', text: 'Ava Gold — the real one', reported: true }] },
    hidden: false,
  },
];
const hidden: HiddenItemView[] = [
  { subject_type: 'post', subject_id: 8, author: 'ava_gold', kind: 'report', reason: 'Spam links', hidden_at: '2026-11-21T10:00:00Z' },
];

export const ReportsQueueScreen: Story = {
  render: () => <ReportsQueue cases={cases} hidden={hidden} result={{ ok: true, message: 'Hidden: post 7. The reporters were told.' }} />,
};
export const ReportsQueueEmpty: Story = {
  render: () => <ReportsQueue cases={[]} hidden={[]} result={{ ok: false, message: 'This case has already been decided.' }} />,
};

const notices: DmcaNoticeView[] = [
  {
    id: 4,
    claimant_name: 'Pat Claimant',
    email: 'pat@example.com',
    contact: '1 Main Street, Springfield',
    original_work: 'My photo series "Dawn"',
    urls: ['https://fanstage.example/post?id=12', 'https://fanstage.example/@ava_gold'],
    post_ids: [12, 13],
    signature: 'Pat Claimant',
    status: 'taken_down',
    created_at: '2026-11-22T12:00:00Z',
    counters: [
      { id: 1, creator: 'ava_gold', statement: 'I took these photos myself.', signature: 'Ava Gold', status: 'received', created_at: '2026-11-22T14:00:00Z' },
    ],
  },
  {
    id: 5,
    claimant_name: 'Sam Studio',
    email: 'legal@studio.example',
    contact: '+1 555 0100',
    original_work: 'Film "Night Swim"',
    urls: ['https://fanstage.example/post?id=20'],
    post_ids: [20],
    signature: 'Sam Studio',
    status: 'received',
    created_at: '2026-11-22T13:00:00Z',
    counters: [],
  },
];
export const DmcaQueueScreen: Story = { render: () => <DmcaQueue notices={notices} /> };
export const DmcaQueueEmpty: Story = { render: () => <DmcaQueue notices={[]} /> };
