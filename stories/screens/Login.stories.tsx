import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginStepView, type LoginStepProps } from '../../app/features/login/LoginSteps';
import { portraitAva } from '../fixtures';

/** The sign-in and sign-up steps of /login, each state as the screen shows it. */
const meta = {
  title: 'Screens/Login',
  component: LoginStepView,
  args: {
    step: 'email',
    values: { email: '', code: '', birthday: null, user_name: '', nickname: '' },
    errors: {},
    busy: false,
    onChange: fn(),
    onSubmit: fn(),
    onResend: fn(),
    onChangeEmail: fn(),
  },
} satisfies Meta<typeof LoginStepView>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled: LoginStepProps['values'] = { email: 'fan@example.com', code: '123456', birthday: '1990-05-17', user_name: 'golden.fan', nickname: 'Golden Fan' };

export const Email: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'f');
    await expect(args.onChange).toHaveBeenCalledWith('email', 'f');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
export const EmailWithGoogle: Story = { args: { googleHref: '/login/oauth/start?redirect=%2Fhome' } };
export const EmailAfterExpiredSession: Story = { args: { notice: 'Please log in to continue' } };
export const EmailInvalid: Story = { args: { values: { ...filled, email: 'not-an-email' }, errors: { email: 'Please enter a valid email' } } };
export const EmailRateLimited: Story = {
  args: { values: filled, errors: { email: 'Too many codes were sent to this email. Please try again in 52 seconds.' } },
};
export const Sending: Story = { args: { values: filled, busy: true } };

export const Code: Story = { args: { step: 'code', values: { ...filled, code: '' }, resendIn: 42 } };
export const CodeResendable: Story = {
  args: { step: 'code', values: { ...filled, code: '' }, resendIn: 0 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send a new code' }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};
export const CodeWrong: Story = {
  args: { step: 'code', values: { ...filled, code: '000000' }, errors: { code: 'That code is not correct. Please check the email and try again.' } },
};

export const Birthday: Story = { args: { step: 'birthday', values: { ...filled, birthday: null } } };
export const BirthdayUnder18: Story = {
  args: { step: 'birthday', values: { ...filled, birthday: '2015-01-15' }, errors: { birthday: 'Not available for users under 18.' } },
};

export const Username: Story = { args: { step: 'username', values: { ...filled, user_name: '', nickname: '' } } };
export const UsernameErrors: Story = {
  args: {
    step: 'username',
    values: { ...filled, user_name: 'fanstage.', nickname: 'A' },
    errors: { user_name: 'Username must not end with a period', nickname: 'Display name must be at least 2 characters' },
  },
};
export const UsernameTaken: Story = {
  args: { step: 'username', values: filled, errors: { user_name: 'This username is already taken. Please choose another.' } },
};

export const Picture: Story = {
  args: { step: 'picture', values: filled, picture: { progress: null }, onChoosePicture: fn(), onSkipPicture: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose a photo' })).toBeEnabled();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    await expect(args.onChoosePicture).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip for now' }));
    await expect(args.onSkipPicture).toHaveBeenCalled();
  },
};
export const PictureChosen: Story = {
  args: { step: 'picture', values: filled, picture: { src: portraitAva, progress: null }, onChoosePicture: fn(), onSkipPicture: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose another photo' })).toBeEnabled();
    await expect(canvas.getByRole('img', { name: 'Golden Fan' })).toHaveAttribute('src', portraitAva);
  },
};
export const PictureUploading: Story = {
  args: { step: 'picture', values: filled, busy: true, picture: { src: portraitAva, progress: 0.64 }, onChoosePicture: fn(), onSkipPicture: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading your photo' })).toHaveAttribute('aria-valuenow', '64');
    await expect(canvas.getByRole('button', { name: 'Skip for now' })).toBeDisabled();
  },
};
export const PictureUploadFailed: Story = {
  args: {
    step: 'picture',
    values: filled,
    picture: { src: portraitAva, progress: null, error: 'Photo upload failed. No network, please try later. Try again, or skip and add one later.' },
    onChoosePicture: fn(),
    onSkipPicture: fn(),
  },
};
export const PictureTooLarge: Story = {
  args: {
    step: 'picture',
    values: filled,
    picture: { progress: null, error: 'This picture is too large: the limit is 10 MB.' },
    onChoosePicture: fn(),
    onSkipPicture: fn(),
  },
};
export const Finishing: Story = { args: { step: 'picture', values: filled, busy: true } };
export const GoogleFailed: Story = { args: { errors: { form: 'Google sign-in did not complete. Please try again.' } } };
