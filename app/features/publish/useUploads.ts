/**
 * The composer's uploads: each chosen file becomes an item in state 1, then uploads (chunked,
 * resumable: Retry calls init again and sends only the missing chunks) with its progress.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadPurpose } from '../../../common/media';
import { captureVideo } from '../upload/poster';
import { apiTransport } from '../upload/transport';
import { type UploadTransport, uploadFile } from '../upload/upload';
import { ITEM_STATE, type ComposerItem } from './items';

let counter = 0;

/** `purpose`: what the files are for (ADR 084); unset for the vault, 'chat' for chat attachments. */
export function useUploads(initial: ComposerItem[], transport: UploadTransport = apiTransport, purpose?: UploadPurpose) {
  const [items, setItems] = useState<ComposerItem[]>(initial);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const thumbs = useRef(new Set<string>());

  const patch = useCallback((key: string, change: Partial<ComposerItem>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i))), []);

  const start = useCallback(
    (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      patch(key, { state: ITEM_STATE.Uploading, error: undefined });
      uploadFile(file, {
        transport,
        signal: controller.signal,
        captureVideo,
        purpose,
        onProgress: (fraction) => patch(key, { progress: fraction }),
      })
        .then((done) => patch(key, { state: ITEM_STATE.Done, progress: 1, media_id: done.media_id }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          patch(key, { state: ITEM_STATE.Failed, error: error instanceof Error ? error.message : 'Upload failed.' });
        })
        .finally(() => controllers.current.delete(key));
    },
    [patch, transport, purpose],
  );

  const add = useCallback(
    (chosen: File[]) => {
      const added: ComposerItem[] = chosen.map((file) => {
        const key = `file-${++counter}`;
        files.current.set(key, file);
        const video = file.type.startsWith('video/');
        let thumb: string | undefined;
        if (!video && typeof URL.createObjectURL === 'function') {
          thumb = URL.createObjectURL(file);
          thumbs.current.add(thumb);
        }
        return { key, name: file.name, kind: video ? 'video' : 'image', state: ITEM_STATE.Added, progress: 0, media_id: null, thumb };
      });
      setItems((all) => [...all, ...added]);
      for (const item of added) start(item.key);
    },
    [start],
  );

  const addStored = useCallback((item: ComposerItem) => setItems((all) => (all.some((i) => i.media_id === item.media_id) ? all : [...all, item])), []);

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    files.current.delete(key);
    setItems((all) => all.filter((i) => i.key !== key));
  }, []);

  useEffect(
    () => () => {
      for (const c of controllers.current.values()) c.abort();
      for (const t of thumbs.current) URL.revokeObjectURL(t);
    },
    [],
  );

  return { items, add, addStored, retry: start, remove };
}
