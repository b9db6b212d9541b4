/**
 * Choosing the user's picture (issue 5): choose a file, see it at once, watch it upload. Used
 * by the sign-up's picture step (LoginScreen drives the view) and, as the stateful
 * PortraitPicker, by the edit-profile screen. The server makes it the portrait and tells the
 * user's other tabs (user_info_change).
 */
import { useEffect, useRef, useState } from 'react';
import { Avatar, FileButton, ProgressBar, Stack, Text } from '#ds';
import { PORTRAIT_TEXTS, portraitFileProblem } from '../../../common/media';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api/api-error';
import type { ApiAnswer } from '../../lib/api/client';

/** What the portrait endpoints answer (the user's info with the new picture). */
export type PortraitAnswer = ApiAnswer<'user.portrait.upload'>;

export interface PortraitPickerViewProps {
  /** The person's name: the avatar's text alternative and its initials. */
  name: string;
  /** The chosen picture (a preview) or the current portrait. */
  src?: string;
  /** 0..1 while uploading; null otherwise. */
  progress: number | null;
  error?: string;
  disabled?: boolean;
  onChoose: (file: File) => void;
}

export function PortraitPickerView({ name, src, progress, error, disabled, onChoose }: PortraitPickerViewProps) {
  const uploading = progress !== null;
  return (
    <Stack gap="small" align="center">
      <Avatar src={src} name={name} size="large" />
      <FileButton accept="image/*" variant="secondary" icon="camera" disabled={disabled || uploading} onSelect={(files) => onChoose(files[0]!)}>
        {src ? 'Choose another photo' : 'Choose a photo'}
      </FileButton>
      {uploading ? (
        <ProgressBar label="Uploading your photo" value={Math.round(progress * 100)} />
      ) : (
        <Text size="sm" tone="muted">
          JPEG, PNG, WebP or GIF, up to 10 MB.
        </Text>
      )}
      {error && (
        <Text tone="danger" as="p">
          <span role="alert">{error}</span>
        </Text>
      )}
    </Stack>
  );
}

/** Sends the picture; `onProgress` gets 0..1. Throws an Error whose message is the one to show. */
export async function uploadPortrait(file: File, onProgress: (fraction: number) => void): Promise<PortraitAnswer> {
  const problem = portraitFileProblem(file);
  if (problem) throw new Error(problem);
  try {
    return await api().upload('user.portrait.upload', file, { onProgress, silent: true });
  } catch (error) {
    const detail = error instanceof ApiError ? ` ${error.message}` : '';
    throw new Error(`${PORTRAIT_TEXTS.failed}${detail}`);
  }
}

/** A local preview of a chosen file, released when it changes or the component goes. */
export function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

export interface PortraitPickerProps {
  name: string;
  /** The current portrait URL ('' for none). */
  portrait: string;
  /** After the server made the new picture the portrait. */
  onChanged?: (answer: PortraitAnswer) => void;
}

/** The edit-profile picker: uploads as soon as a picture is chosen. */
export function PortraitPicker({ name, portrait, onChanged }: PortraitPickerProps) {
  const [file, setFile] = useState<File | null>(null);
  const [current, setCurrent] = useState(portrait);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const preview = usePreview(file);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);
  useEffect(() => setCurrent(portrait), [portrait]);

  async function choose(chosen: File) {
    const problem = portraitFileProblem(chosen);
    if (problem) return setError(problem);
    setError(undefined);
    setFile(chosen);
    setProgress(0);
    try {
      const answer = await uploadPortrait(chosen, (f) => alive.current && setProgress(f));
      if (!alive.current) return;
      setCurrent(answer.portrait);
      setFile(null);
      onChanged?.(answer);
    } catch (failure) {
      if (!alive.current) return;
      setFile(null);
      setError((failure as Error).message);
    } finally {
      if (alive.current) setProgress(null);
    }
  }

  return <PortraitPickerView name={name} src={preview ?? (current || undefined)} progress={progress} error={error} onChoose={(f) => void choose(f)} />;
}
