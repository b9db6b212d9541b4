import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CREATOR_TEXTS } from '../../common/creators';
import { ApplicationForm, EMPTY_APPLICATION, type ApplicationValues } from '../../app/features/creators/ApplicationForm';
import { ApplicationStatus } from '../../app/features/creators/ApplicationStatus';
import { photoStudio, photoSunset, portraitAva } from '../fixtures';

/** /creator_audit (ADR 091): each step of the host application, then each state of it. */
const meta = {
  title: 'Screens/CreatorApplication',
  component: ApplicationForm,
  args: {
    countries: [
      { value: 'FR', label: 'France' },
      { value: 'GB', label: 'United Kingdom' },
      { value: 'US', label: 'United States' },
    ],
    upload: fn(async () => 7),
    submit: fn(async () => undefined),
  },
} satisfies Meta<typeof ApplicationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled: ApplicationValues = {
  ...EMPTY_APPLICATION,
  legal_name: 'Pat Applicant',
  birthday: '1990-05-17',
  country: 'GB',
  document_type: 'id_card',
  photos: {
    front: { mediaId: 1, previewUrl: photoSunset },
    back: { mediaId: 2, previewUrl: photoStudio },
    selfie: { mediaId: 3, previewUrl: portraitAva },
  },
};

export const AboutYou: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText(CREATOR_TEXTS.legalNameMissing)).toBeVisible();
  },
};
export const YourId: Story = { args: { initialStep: 'document', initialValues: { ...filled, photos: {} } } };
export const YourIdUploading: Story = {
  args: {
    initialStep: 'document',
    initialValues: { ...filled, photos: { front: { mediaId: 1, previewUrl: photoSunset }, back: { uploading: true, previewUrl: photoStudio } } },
  },
};
export const YourIdUploaded: Story = { args: { initialStep: 'document', initialValues: filled } };
export const Agreement: Story = {
  args: { initialStep: 'agreement', initialValues: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(CREATOR_TEXTS.agreementRequired);
    await userEvent.click(canvas.getByText('I have read and accept the Creator Terms of Service'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(args.submit).toHaveBeenCalled();
  },
};

const sent = { application_id: 12, reason: '', created_at: '2026-11-20T18:00:00Z', decided_at: null };
export const UnderReview: StoryObj<typeof ApplicationStatus> = {
  render: () => <ApplicationStatus application={{ ...sent, state: 'verification' }} onWithdraw={fn()} />,
};
export const Approved: StoryObj<typeof ApplicationStatus> = {
  render: () => <ApplicationStatus application={{ ...sent, state: 'approved', decided_at: '2026-11-21T18:00:00Z' }} onContinue={fn()} />,
};
export const NotApproved: StoryObj<typeof ApplicationStatus> = {
  render: () => (
    <ApplicationStatus
      application={{ ...sent, state: 'not_approved', reason: 'The selfie does not show the ID clearly.', decided_at: '2026-11-21T18:00:00Z' }}
      onApplyAgain={fn()}
    />
  ),
};
export const Withdrawn: StoryObj<typeof ApplicationStatus> = {
  render: () => <ApplicationStatus application={{ ...sent, state: 'withdrawn', decided_at: '2026-11-21T18:00:00Z' }} onApplyAgain={fn()} />,
};
