/** /user/edit_profile as a view: cover image, portrait, display name, user name and bio under the sign-up rules (spec section 5). */
import { type ReactNode, useState } from 'react';
import { Button, Stack, Text, TextArea, TextField } from '#ds';
import { bioSchema, BIO_MAX_LENGTH } from '../../../common/feed';
import { nicknameSchema, userNameSchema } from '../../../common/identity';

export interface EditProfileFields {
  nickname: string;
  user_name: string;
  bio: string;
}
export type EditProfileErrors = Partial<Record<keyof EditProfileFields | 'form', string>>;

export interface EditProfileViewProps {
  initial: EditProfileFields;
  /** The portrait picker (features/profile/PortraitPicker). */
  portrait?: ReactNode;
  /** The cover picker (features/profile/CoverPicker). */
  cover?: ReactNode;
  saving?: boolean;
  saved?: boolean;
  errors?: EditProfileErrors;
  onSave: (fields: EditProfileFields) => void;
}

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? undefined : r.error?.issues[0]?.message);

export function EditProfileView({ initial, portrait, cover, saving = false, saved = false, errors = {}, onSave }: EditProfileViewProps) {
  const [fields, setFields] = useState(initial);
  const [local, setLocal] = useState<EditProfileErrors>({});
  const shown = { ...errors, ...local };
  const set = (key: keyof EditProfileFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found: EditProfileErrors = {
          nickname: firstError(nicknameSchema.safeParse(fields.nickname)),
          user_name: firstError(userNameSchema.safeParse(fields.user_name)),
          bio: firstError(bioSchema.safeParse(fields.bio)),
        };
        const problems = Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as EditProfileErrors;
        setLocal(problems);
        if (Object.keys(problems).length === 0) onSave({ nickname: fields.nickname.trim(), user_name: fields.user_name.trim(), bio: fields.bio.trim() });
      }}
    >
      <Stack gap="large">
        {cover}
        {portrait}
        <TextField label="Display name" value={fields.nickname} onChange={set('nickname')} isInvalid={Boolean(shown.nickname)} errorMessage={shown.nickname} />
        <TextField label="Username" value={fields.user_name} onChange={set('user_name')} isInvalid={Boolean(shown.user_name)} errorMessage={shown.user_name} />
        <TextArea
          label="Bio"
          value={fields.bio}
          onChange={set('bio')}
          maxLength={BIO_MAX_LENGTH}
          rows={4}
          isInvalid={Boolean(shown.bio)}
          errorMessage={shown.bio}
        />
        {shown.form && (
          <Text tone="danger">
            <span role="alert">{shown.form}</span>
          </Text>
        )}
        {saved && (
          <Text tone="muted">
            <span role="status">Your profile is saved.</span>
          </Text>
        )}
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
