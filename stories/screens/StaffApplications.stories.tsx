import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApplicationDetailView, ApplicationQueueView, type ApplicationDetail } from '../../app/features/admin/ApplicationsViews';
import { photoStudio, photoSunset, portraitAva } from '../fixtures';

/** The staff console's host applications (ADR 091): the queue by state, one application under review, decided ones. */
const meta = {
  title: 'Screens/StaffApplications',
  component: ApplicationQueueView,
  args: {
    state: 'verification',
    items: [
      { id: 12, userName: 'pat_applicant', legalName: 'Pat Applicant', country: 'GB', createdAt: '2026-11-20T18:00:00Z', decidedAt: null },
      { id: 14, userName: 'sam_creator', legalName: 'Sam Creator', country: 'FR', createdAt: '2026-11-21T09:30:00Z', decidedAt: null },
    ],
  },
} satisfies Meta<typeof ApplicationQueueView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = {};
export const EmptyQueue: Story = { args: { items: [] } };

const application: ApplicationDetail = {
  id: 12,
  state: 'verification',
  userName: 'pat_applicant',
  email: 'pat@example.com',
  legalName: 'Pat Applicant',
  birthday: '1990-05-17',
  country: 'GB',
  documentType: 'National ID card',
  agreementVersion: '2026-11-22',
  agreementAcceptedAt: '2026-11-20T18:00:00Z',
  reason: '',
  createdAt: '2026-11-20T18:00:00Z',
  decidedAt: null,
  earlierApplications: 1,
  documents: [
    { side: 'front', label: 'Front of the ID', src: photoSunset },
    { side: 'back', label: 'Back of the ID', src: photoStudio },
    { side: 'selfie', label: 'Selfie holding the ID', src: portraitAva },
  ],
  documentsDeleted: false,
};

export const UnderReview: StoryObj<typeof ApplicationDetailView> = { render: () => <ApplicationDetailView application={application} /> };
export const Refused: StoryObj<typeof ApplicationDetailView> = {
  render: () => (
    <ApplicationDetailView
      application={{ ...application, state: 'not_approved', reason: 'The selfie does not show the ID clearly.', decidedAt: '2026-11-21T18:00:00Z' }}
      done="Not approved: the applicant was told the reason."
    />
  ),
};
export const DocumentsDeleted: StoryObj<typeof ApplicationDetailView> = {
  render: () => <ApplicationDetailView application={{ ...application, state: 'withdrawn', documents: [], documentsDeleted: true }} />,
};
export const Failed: StoryObj<typeof ApplicationDetailView> = {
  render: () => <ApplicationDetailView application={application} error="This application is no longer under review." />,
};
