/**
 * Choosing the profile's cover image (issue 20, ADR 097): choose a picture, see it at once in the
 * cover's frame, watch it upload; remove it. The edit-profile screen hosts it; /@{user_name} shows it.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, CoverImage, FileButton, ProgressBar, Stack, Text } from '#ds';
import { COVER_TEXTS, coverFileProblem } from '../../../common/media';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api/api-error';
import { usePreview } from './PortraitPicker';

export interface CoverPickerViewProps {
  /** The chosen picture (a preview) or the current cover. */
  src?: string;
  /** 0..1 while uploading; null otherwise. */
  progress: number | null;
  removing?: boolean;
  error?: string;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

export function CoverPickerView({ src, progress, removing = false, error, onChoose, onRemove }: CoverPickerViewProps) {
  const uploading = progress !== null;
  return (
    <Stack gap="small">
      <Text weight="semibold">Cover image</Text>
      <CoverImage src={src} alt={src ? 'Your cover image' : ''} />
      <Box display="flex" gap="small" flexWrap="wrap">
        <FileButton accept="image/*" variant="secondary" icon="camera" disabled={uploading || removing} onSelect={(files) => onChoose(files[0]!)}>
          {src ? 'Change cover' : 'Add a cover'}
        </FileButton>
        {src && !uploading && (
          <Button variant="ghost" loading={removing} onPress={onRemove}>
            Remove cover
          </Button>
        )}
      </Box>
      {uploading ? (
        <ProgressBar label="Uploading your cover" value={Math.round(progress * 100)} />
      ) : (
        <Text size="sm" tone="muted">
          A wide picture (3:1 or 16:9, e.g. 1500 × 500): its middle shows on every screen. JPEG, PNG, WebP or GIF, up to 10 MB.
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

/** The edit-profile picker: uploads as soon as a picture is chosen; "Remove cover" takes it away. */
export function CoverPicker({ cover, onChanged }: { cover: string; onChanged?: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [current, setCurrent] = useState(cover);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string>();
  const preview = usePreview(file);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);
  useEffect(() => setCurrent(cover), [cover]);

  async function choose(chosen: File) {
    const problem = coverFileProblem(chosen);
    if (problem) return setError(problem);
    setError(undefined);
    setFile(chosen);
    setProgress(0);
    try {
      const answer = await api().upload('user.cover.upload', chosen, { onProgress: (f) => alive.current && setProgress(f), silent: true });
      if (!alive.current) return;
      setCurrent(answer.cover);
      onChanged?.();
    } catch (failure) {
      if (alive.current) setError(`${COVER_TEXTS.failed}${failure instanceof ApiError ? ` ${failure.message}` : ''}`);
    } finally {
      if (alive.current) {
        setFile(null);
        setProgress(null);
      }
    }
  }

  async function remove() {
    setError(undefined);
    setRemoving(true);
    try {
      await api().call('user.cover.remove', {}, { silent: true });
      if (!alive.current) return;
      setCurrent('');
      onChanged?.();
    } catch (failure) {
      if (alive.current) setError((failure as Error).message);
    } finally {
      if (alive.current) setRemoving(false);
    }
  }

  return (
    <CoverPickerView
      src={preview ?? (current || undefined)}
      progress={progress}
      removing={removing}
      error={error}
      onChoose={(f) => void choose(f)}
      onRemove={() => void remove()}
    />
  );
}
