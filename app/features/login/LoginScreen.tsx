/**
 * /login (and / for visitors): runs the steps of LoginSteps against the identity API. Each
 * step is a location hash (#step_1 ... #step_5) so the back button walks them; the rules and
 * texts are the shared ones of common/identity.ts (the server checks the same again).
 * A Google sign-up that still needs birthday and username arrives with ?complete=1.
 */
import { useLocation, useNavigate, useRouteLoaderData, useSearchParams } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { LazyDatePicker } from '#ds';
import { whenIdle } from '../../lib/idle';
import { AUTH_REQUIRED, USER_NAME_TAKEN } from '../../../common/errors-core';
import { safeRedirectPath } from '../../../common/identity-rules';
import type { RootLoaderData } from '../../root.server';
import { api } from '../../lib/api';
import { failureErrors, firstProblem } from '../../lib/forms';
import { portraitFileProblem } from '../../../common/media';
import { uploadPortrait, usePreview } from '../profile/PortraitPicker';
import { LOGIN_STEPS, LoginStepView, type FieldErrors, type LoginStep, type LoginValues } from './LoginSteps';

const RESEND_SECONDS = 60;
/** The shared rules' zod schemas load once the page is idle (or with the first submit): the first paint needs none (ADR 105). */
const loadRules = () => import('../../../common/identity');
const hashOf = (step: LoginStep) => `#step_${LOGIN_STEPS.indexOf(step) + 1}`;
const stepOfHash = (hash: string): LoginStep | undefined => LOGIN_STEPS[Number(/^#step_(\d)$/.exec(hash)?.[1] ?? 0) - 1];

/** The fields a refused call may name; any other goes to the step's own field. */
const FIELDS = ['email', 'code', 'birthday', 'user_name', 'nickname'] as const;

const STEP_OF_FIELD: Partial<Record<keyof FieldErrors, LoginStep>> = { birthday: 'birthday', user_name: 'username', nickname: 'username' };

/** `signInError`: why a sign-in elsewhere (Google) failed, from the page's loader. */
export function LoginScreen({ signInError }: { signInError: string | null }) {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const completing = search.get('complete') === '1';
  const redirectTo = safeRedirectPath(search.get('redirect'));

  const [values, setValues] = useState<LoginValues>({ email: '', code: '', birthday: null, user_name: '', nickname: '' });
  const [errors, setErrors] = useState<FieldErrors>(() => (signInError ? { form: signInError } : {}));
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  // The picture step: the chosen file, its upload, and whether the account exists already (a retry only uploads).
  const [pictureFile, setPictureFile] = useState<File | null>(null);
  const [pictureProgress, setPictureProgress] = useState<number | null>(null);
  const [pictureError, setPictureError] = useState<string>();
  const [signedUp, setSignedUp] = useState(false);
  const picturePreview = usePreview(pictureFile);

  // The furthest step the user may be on: the hash cannot skip what has not happened.
  const reachable: LoginStep[] = completing ? ['birthday', 'username', 'picture'] : ticket ? [...LOGIN_STEPS] : codeSent ? ['email', 'code'] : ['email'];
  const wanted = stepOfHash(location.hash);
  const step: LoginStep = wanted && reachable.includes(wanted) ? wanted : reachable[0];

  const go = (next: LoginStep) => navigate({ pathname: location.pathname, search: location.search, hash: hashOf(next) });

  useEffect(() => whenIdle(() => void loadRules()), []);
  // The birthday step's picker loads while the user reads their email (or at once when completing a Google sign-up).
  useEffect(() => {
    if (codeSent || completing) void LazyDatePicker.preload();
  }, [codeSent, completing]);

  useEffect(() => {
    if (resendAt <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendAt, now]);

  const change = (field: keyof LoginValues, value: string | null) => {
    setValues((v) => ({ ...v, [field]: value ?? (field === 'birthday' ? null : '') }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  /** Runs a call; a failure is shown on its field (going back to that field's step). True when it worked. */
  async function run(fallbackField: keyof FieldErrors, work: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    try {
      await work();
      return true;
    } catch (error) {
      const found: FieldErrors = failureErrors(error, fallbackField, FIELDS);
      setErrors(found);
      const field = Object.keys(found)[0] as keyof FieldErrors;
      const back = STEP_OF_FIELD[field];
      if (back && back !== step) go(back);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const done = () => navigate(redirectTo, { replace: true });

  function sendCode(): Promise<boolean> {
    return run('email', async () => {
      await api().call('auth.email.send_code', { email: values.email }, { silent: true });
      setCodeSent(true);
      setResendAt(Date.now() + RESEND_SECONDS * 1000);
      setNow(Date.now());
      setValues((v) => ({ ...v, code: '' }));
    });
  }

  async function submit() {
    const { birthdaySchema, codeSchema, emailSchema, nicknameSchema, userNameSchema } = await loadRules();
    if (step === 'email') {
      const invalid = firstProblem(emailSchema, values.email);
      if (invalid) return setErrors({ email: invalid });
      if (await sendCode()) go('code');
    } else if (step === 'code') {
      const invalid = firstProblem(codeSchema, values.code);
      if (invalid) return setErrors({ code: invalid });
      await run('code', async () => {
        const answer = await api().call('auth.email.verify_code', { email: values.email, code: values.code }, { silent: true });
        if (!answer.is_new) return done();
        setTicket('signup_ticket' in answer ? answer.signup_ticket : null);
        go('birthday');
      });
    } else if (step === 'birthday') {
      const invalid = firstProblem(birthdaySchema, values.birthday ?? '');
      if (invalid) return setErrors({ birthday: invalid });
      go('username');
    } else if (step === 'username') {
      const userName = firstProblem(userNameSchema, values.user_name);
      const nickname = firstProblem(nicknameSchema, values.nickname);
      if (userName || nickname) return setErrors({ user_name: userName, nickname });
      if (await userNameFree()) go('picture');
    } else {
      await finishSignup(pictureFile);
    }
  }

  /** The username step asks the server whether the name is free (on leaving the field and on Continue); a taken one is said at once. */
  async function userNameFree(): Promise<boolean> {
    const name = values.user_name.trim();
    if (firstProblem((await loadRules()).userNameSchema, name)) return false;
    let free = false;
    const reached = await run('user_name', async () => {
      free = (await api().call('auth.user_name.check', { user_name: name }, { silent: true })).available;
    });
    if (reached && !free) setErrors((e) => ({ ...e, user_name: USER_NAME_TAKEN.message }));
    return reached && free;
  }

  /** Creates the account (once), then uploads the picture if one was chosen; a failed upload can be retried or skipped. */
  async function finishSignup(picture: File | null) {
    await run('form', async () => {
      if (!signedUp) {
        await api().call(
          'auth.email.complete_signup',
          {
            ...(ticket ? { signup_ticket: ticket } : {}),
            birthday: values.birthday,
            user_name: values.user_name.trim(),
            nickname: values.nickname.trim(),
          },
          { silent: true },
        );
        setSignedUp(true);
      }
      if (picture) {
        setPictureError(undefined);
        setPictureProgress(0);
        try {
          await uploadPortrait(picture, setPictureProgress);
        } catch (error) {
          setPictureError(`${(error as Error).message} Try again, or skip and add one later.`);
          return;
        } finally {
          setPictureProgress(null);
        }
      }
      done();
    });
  }

  function choosePicture(file: File) {
    const invalid = portraitFileProblem(file);
    setPictureError(invalid);
    if (!invalid) setPictureFile(file);
  }

  const resendIn = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const google = root?.env.GOOGLE_SIGN_IN ? `/login/oauth/start?redirect=${encodeURIComponent(redirectTo)}` : undefined;
  return (
    <LoginStepView
      step={step}
      values={values}
      errors={errors}
      busy={busy}
      notice={search.has('redirect') ? AUTH_REQUIRED.message : undefined}
      resendIn={resendIn}
      googleHref={google}
      onChange={change}
      onSubmit={() => void submit()}
      onUserNameBlur={() => void (values.user_name.trim() ? userNameFree() : undefined)}
      onResend={() => void sendCode()}
      onChangeEmail={() => go('email')}
      picture={{ src: picturePreview, progress: pictureProgress, error: pictureError }}
      onChoosePicture={choosePicture}
      onSkipPicture={() => void finishSignup(null)}
    />
  );
}
