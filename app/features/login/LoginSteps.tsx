/**
 * The sign-in and sign-up steps (spec section 2: email, code, birthday, username, profile
 * picture) as plain views: what to show comes in props, what the user does goes out in
 * callbacks. LoginScreen runs them against the API; the stories show every state.
 */
import { Suspense, type FormEvent, type ReactNode } from 'react';
import { Button, Heading, LazyDatePicker, Stack, Text, TextField, TextLink } from '#ds';
import { EMAIL_CODE_LENGTH } from '../../../common/identity-rules';
import { PortraitPickerView } from '../profile/PortraitPicker';

export const LOGIN_STEPS = ['email', 'code', 'birthday', 'username', 'picture'] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number];

export interface LoginValues {
  email: string;
  code: string;
  birthday: string | null;
  user_name: string;
  nickname: string;
}

export type FieldErrors = Partial<Record<keyof LoginValues | 'form', string>>;

export interface LoginStepProps {
  step: LoginStep;
  values: LoginValues;
  errors: FieldErrors;
  busy: boolean;
  /** Shown above the form, e.g. "Please log in to continue". */
  notice?: string;
  /** Seconds until another code may be sent (0: now). */
  resendIn?: number;
  /** The Google sign-in address, when this server offers it. */
  googleHref?: string;
  onChange: (field: keyof LoginValues, value: string | null) => void;
  onSubmit: () => void;
  /** The username step: leaving the field checks the name's availability. */
  onUserNameBlur?: () => void;
  onResend?: () => void;
  onChangeEmail?: () => void;
  /** The picture step: the chosen picture's preview, upload progress (0..1, null when idle) and its error. */
  picture?: { src?: string; progress: number | null; error?: string };
  onChoosePicture?: (file: File) => void;
  /** Finish the sign-up without a picture. */
  onSkipPicture?: () => void;
}

const TITLES: Record<LoginStep, string> = {
  email: 'Log in or sign up',
  code: 'Enter your code',
  birthday: 'Your birthday',
  username: 'Choose your username',
  picture: 'Your profile picture',
};

function Form({
  title,
  intro,
  notice,
  error,
  children,
  submit,
  busy,
  onSubmit,
}: {
  title: string;
  intro?: ReactNode;
  notice?: string;
  error?: string;
  children: ReactNode;
  submit: string;
  busy: boolean;
  onSubmit: () => void;
}) {
  const submitForm = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form onSubmit={submitForm} noValidate aria-labelledby="login-step-title">
      <Stack gap="large">
        <Stack gap="small">
          <Heading level={1} id="login-step-title">
            {title}
          </Heading>
          {intro && <Text tone="muted">{intro}</Text>}
        </Stack>
        {notice && (
          <Text tone="accent" weight="medium" as="p">
            {notice}
          </Text>
        )}
        {children}
        {error && (
          <Text tone="danger" as="p">
            <span role="alert">{error}</span>
          </Text>
        )}
        <Button type="submit" variant="primary" size="lg" fullWidth loading={busy}>
          {submit}
        </Button>
      </Stack>
    </form>
  );
}

export function LoginStepView(props: LoginStepProps) {
  const { step, values, errors, busy, onChange, onSubmit } = props;
  const common = { title: TITLES[step], notice: props.notice, error: errors.form, busy, onSubmit };
  switch (step) {
    case 'email':
      return (
        <Stack gap="large">
          <Form {...common} intro="We will email you a 6-digit code. New here? The same code signs you up." submit="Send code">
            <TextField
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              name="email"
              value={values.email}
              onChange={(v) => onChange('email', v)}
              errorMessage={errors.email}
              isInvalid={Boolean(errors.email)}
              isRequired
            />
          </Form>
          {props.googleHref && (
            <Text as="p">
              <TextLink href={props.googleHref}>Sign in with Google</TextLink>
            </Text>
          )}
          <Text size="sm" tone="muted">
            By continuing you confirm you are 18 or older and agree to the <TextLink href="/terms">Terms</TextLink> and the{' '}
            <TextLink href="/privacy">Privacy Policy</TextLink>.
          </Text>
        </Stack>
      );
    case 'code':
      return (
        <Stack gap="medium">
          <Form {...common} intro={`We sent a code to ${values.email}. It works once, for 10 minutes.`} submit="Continue">
            <TextField
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              name="code"
              maxLength={EMAIL_CODE_LENGTH}
              value={values.code}
              onChange={(v) => onChange('code', v)}
              errorMessage={errors.code}
              isInvalid={Boolean(errors.code)}
              isRequired
            />
          </Form>
          <Stack gap="small" align="flex-start">
            <Button variant="ghost" onPress={props.onResend} disabled={busy || (props.resendIn ?? 0) > 0}>
              {(props.resendIn ?? 0) > 0 ? `Send a new code in ${props.resendIn} s` : 'Send a new code'}
            </Button>
            <Button variant="ghost" onPress={props.onChangeEmail} disabled={busy}>
              Use another email
            </Button>
          </Stack>
        </Stack>
      );
    case 'birthday':
      return (
        <Form {...common} intro="You must be 18 or older to use this site." submit="Continue">
          {/* The date picker (react-aria's, with its calendar) loads on demand: the first step does not need it (ADR 105). */}
          <Suspense fallback={<Text tone="muted">Birthday</Text>}>
            <LazyDatePicker
              label="Birthday"
              name="birthday"
              value={values.birthday}
              onChange={(v) => onChange('birthday', v)}
              errorMessage={errors.birthday}
              isInvalid={Boolean(errors.birthday)}
              isRequired
            />
          </Suspense>
        </Form>
      );
    case 'username':
      return (
        <Form {...common} intro="Your profile address is /@username." submit="Continue">
          <TextField
            label="Username"
            name="user_name"
            autoComplete="username"
            description="At least 6 characters: letters, numbers, underscores and periods."
            value={values.user_name}
            onChange={(v) => onChange('user_name', v)}
            onBlur={props.onUserNameBlur}
            errorMessage={errors.user_name}
            isInvalid={Boolean(errors.user_name)}
            isRequired
          />
          <TextField
            label="Display name"
            name="nickname"
            autoComplete="nickname"
            value={values.nickname}
            onChange={(v) => onChange('nickname', v)}
            errorMessage={errors.nickname}
            isInvalid={Boolean(errors.nickname)}
            isRequired
          />
        </Form>
      );
    case 'picture': {
      const picture = props.picture ?? { progress: null };
      const uploading = picture.progress !== null;
      return (
        <Stack gap="medium">
          <Form {...common} intro="This is how others will see you. You can change it later from your profile." submit="Finish sign-up">
            <Stack gap="small" align="center">
              <PortraitPickerView
                name={values.nickname || values.user_name}
                src={picture.src}
                progress={picture.progress}
                error={picture.error}
                disabled={busy}
                onChoose={(file) => props.onChoosePicture?.(file)}
              />
              <Text weight="semibold">{values.nickname}</Text>
              <Text tone="muted">@{values.user_name}</Text>
            </Stack>
          </Form>
          <Button variant="ghost" fullWidth onPress={props.onSkipPicture} disabled={busy || uploading}>
            Skip for now
          </Button>
        </Stack>
      );
    }
  }
}
