/**
 * The host application's steps (/creator_audit, ADR 091): about you (legal name, birthday,
 * country), your ID (document type, front, back where it has one, a selfie holding it) and the
 * creator agreement. Photos upload as they are chosen (the resumable pipeline, `verification`
 * purpose: private); nothing is sent as an application until the last step's button.
 */
import { useState } from 'react';
import { Box, Button, Checkbox, DatePicker, FileButton, Heading, RadioGroup, Select, Stack, Text, TextField, TextLink } from '#ds';
import {
  CREATOR_AGREEMENT_VERSION,
  CREATOR_TEXTS,
  ID_DOCUMENTS,
  ID_DOCUMENT_TYPES,
  type ApplicationInput,
  type IdDocumentType,
  applicationFields,
} from '../../../common/creators';

export const APPLICATION_STEPS = ['about', 'document', 'agreement'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];
const STEP_TITLES: Record<ApplicationStep, string> = { about: 'About you', document: 'Your ID', agreement: 'Creator agreement' };

export type PhotoSlotName = 'front' | 'back' | 'selfie';
export interface PhotoSlot {
  mediaId?: number;
  /** A local preview of the chosen file. */
  previewUrl?: string;
  uploading?: boolean;
  error?: string;
}

export interface ApplicationValues {
  legal_name: string;
  birthday: string | null;
  country: string | null;
  document_type: IdDocumentType;
  photos: Partial<Record<PhotoSlotName, PhotoSlot>>;
  accept: boolean;
}

export const EMPTY_APPLICATION: ApplicationValues = { legal_name: '', birthday: null, country: null, document_type: 'passport', photos: {}, accept: false };

export interface ApplicationFormProps {
  countries: { value: string; label: string }[];
  /** Uploads one photo (verification purpose) and answers its media id. */
  upload: (file: File) => Promise<number>;
  /** Sends the application; throws an Error whose message is shown. */
  submit: (input: ApplicationInput) => Promise<void>;
  initialStep?: ApplicationStep;
  initialValues?: ApplicationValues;
}

const SLOT_LABELS: Record<PhotoSlotName, { title: string; hint: string }> = {
  front: { title: 'Front of your ID', hint: 'All four corners in the picture, every word readable.' },
  back: { title: 'Back of your ID', hint: 'The side without your photo.' },
  selfie: { title: 'Selfie holding your ID', hint: 'Your face and the ID’s photo side both clearly visible.' },
};

type Errors = Partial<Record<'legal_name' | 'birthday' | 'country' | 'photos' | 'accept' | 'form', string>>;

export function ApplicationForm({ countries, upload, submit, initialStep = 'about', initialValues = EMPTY_APPLICATION }: ApplicationFormProps) {
  const [step, setStep] = useState<ApplicationStep>(initialStep);
  const [values, setValues] = useState<ApplicationValues>(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const twoSided = ID_DOCUMENTS[values.document_type].twoSided;
  const slots: PhotoSlotName[] = twoSided ? ['front', 'back', 'selfie'] : ['front', 'selfie'];
  const index = APPLICATION_STEPS.indexOf(step);

  const setPhoto = (slot: PhotoSlotName, next: PhotoSlot) => setValues((v) => ({ ...v, photos: { ...v.photos, [slot]: next } }));
  const choose = async (slot: PhotoSlotName, file: File) => {
    const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
    setPhoto(slot, { previewUrl, uploading: true });
    try {
      setPhoto(slot, { previewUrl, mediaId: await upload(file) });
    } catch (failure) {
      setPhoto(slot, { previewUrl, error: (failure as Error).message || 'Photo upload failed.' });
    }
  };

  const checkAbout = (): Errors => {
    const found: Errors = {};
    const parsed = applicationFields.pick({ legal_name: true, birthday: true, country: true }).safeParse({ ...values, country: values.country ?? '' });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
    }
    if (!values.birthday) found.birthday ??= 'Please enter your birthday.';
    if (!values.country) found.country = CREATOR_TEXTS.countryInvalid;
    return found;
  };
  const checkDocument = (): Errors => {
    if (slots.some((slot) => values.photos[slot]?.uploading)) return { photos: 'Please wait until every photo has uploaded.' };
    const missing = slots.find((slot) => !values.photos[slot]?.mediaId);
    if (!missing) return {};
    return { photos: missing === 'back' ? CREATOR_TEXTS.backMissing : `Please add the photo: ${SLOT_LABELS[missing].title.toLowerCase()}.` };
  };

  const next = async () => {
    const found = step === 'about' ? checkAbout() : step === 'document' ? checkDocument() : values.accept ? {} : { accept: CREATOR_TEXTS.agreementRequired };
    setErrors(found);
    if (Object.keys(found).length) return;
    if (step !== 'agreement') return setStep(APPLICATION_STEPS[index + 1]!);
    setSending(true);
    try {
      await submit({
        legal_name: values.legal_name.trim(),
        birthday: values.birthday!,
        country: values.country!,
        document_type: values.document_type,
        front_media_id: values.photos.front!.mediaId!,
        ...(twoSided ? { back_media_id: values.photos.back!.mediaId! } : {}),
        selfie_media_id: values.photos.selfie!.mediaId!,
        agreement_version: CREATOR_AGREEMENT_VERSION,
        accept_agreement: true,
      });
    } catch (failure) {
      setErrors({ form: (failure as Error).message });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <Stack gap="large">
        <Stack gap="xsmall">
          <Text tone="muted" size="sm">
            Step {index + 1} of {APPLICATION_STEPS.length}
          </Text>
          <Heading level={2}>{STEP_TITLES[step]}</Heading>
        </Stack>
        {step === 'about' && (
          <Stack gap="medium">
            <Text>Tell us who you are, exactly as your ID says. Only you and our review team ever see it.</Text>
            <TextField
              label="Full legal name"
              name="legal_name"
              autoComplete="name"
              value={values.legal_name}
              onChange={(legal_name) => setValues((v) => ({ ...v, legal_name }))}
              errorMessage={errors.legal_name}
              isInvalid={Boolean(errors.legal_name)}
              isRequired
            />
            <DatePicker
              label="Date of birth"
              name="birthday"
              value={values.birthday}
              onChange={(birthday) => setValues((v) => ({ ...v, birthday }))}
              errorMessage={errors.birthday}
              isInvalid={Boolean(errors.birthday)}
              isRequired
            />
            <Select
              label="Country of residence"
              options={countries.map((c) => ({ id: c.value, label: c.label }))}
              value={values.country}
              onChange={(country) => setValues((v) => ({ ...v, country }))}
              errorMessage={errors.country}
              isInvalid={Boolean(errors.country)}
              isRequired
            />
          </Stack>
        )}
        {step === 'document' && (
          <Stack gap="medium">
            <RadioGroup
              label="Type of ID"
              options={ID_DOCUMENT_TYPES.map((id) => ({ id, label: ID_DOCUMENTS[id].label }))}
              value={values.document_type}
              onChange={(id) => setValues((v) => ({ ...v, document_type: id as IdDocumentType }))}
            />
            {slots.map((slot) => (
              <PhotoPicker key={slot} slot={slot} photo={values.photos[slot]} onChoose={(file) => void choose(slot, file)} />
            ))}
            {errors.photos && (
              <Text tone="danger">
                <span role="alert">{errors.photos}</span>
              </Text>
            )}
          </Stack>
        )}
        {step === 'agreement' && (
          <Stack gap="medium">
            <Text>
              Creators agree to the <TextLink href="/terms-of-service">Creator Terms of Service</TextLink> (version {CREATOR_AGREEMENT_VERSION}): what you may
              publish, how you are paid, and how we check that everyone in your content is an adult who agreed to it.
            </Text>
            <Checkbox isSelected={values.accept} onChange={(accept) => setValues((v) => ({ ...v, accept }))} isInvalid={Boolean(errors.accept)}>
              I have read and accept the Creator Terms of Service
            </Checkbox>
            {errors.accept && (
              <Text tone="danger">
                <span role="alert">{errors.accept}</span>
              </Text>
            )}
          </Stack>
        )}
        {errors.form && (
          <Text tone="danger">
            <span role="alert">{errors.form}</span>
          </Text>
        )}
        <Box display="flex" gap="small" flexWrap="wrap">
          {index > 0 && (
            <Button variant="secondary" onPress={() => setStep(APPLICATION_STEPS[index - 1]!)} disabled={sending}>
              Back
            </Button>
          )}
          <Button type="submit" loading={sending}>
            {step === 'agreement' ? 'Send application' : 'Continue'}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

function PhotoPicker({ slot, photo, onChoose }: { slot: PhotoSlotName; photo?: PhotoSlot; onChoose: (file: File) => void }) {
  const { title, hint } = SLOT_LABELS[slot];
  return (
    <Box>
      <Stack gap="xsmall">
        <Text weight="semibold">{title}</Text>
        <Text tone="muted" size="sm">
          {hint}
        </Text>
        {photo?.previewUrl && <img src={photo.previewUrl} alt={title} width={160} style={{ maxWidth: '100%', height: 'auto', borderRadius: 8 }} />}
        <Text size="sm">
          <span role="status">{photo?.uploading ? 'Uploading…' : photo?.mediaId ? 'Uploaded' : ''}</span>
        </Text>
        {photo?.error && (
          <Text tone="danger" size="sm">
            <span role="alert">{photo.error}</span>
          </Text>
        )}
        <FileButton variant="secondary" accept="image/jpeg,image/png,image/webp" onSelect={([file]) => file && onChoose(file)} disabled={photo?.uploading}>
          {photo?.mediaId || photo?.error ? `Choose another photo: ${title.toLowerCase()}` : `Add photo: ${title.toLowerCase()}`}
        </FileButton>
      </Stack>
    </Box>
  );
}
