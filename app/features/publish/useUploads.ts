/**
 * The composer's uploads: each chosen file becomes an item in state 1, then uploads (chunked,
 * resumable: Retry calls init again and sends only the missing chunks) with its progress.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { type UploadPurpose, variantPath } from '../../../common/media';
import { captureVideo } from '../upload/poster';
import { apiTransport } from '../upload/transport';
import { type UploadTransport, uploadFile } from '../upload/upload';
import { ITEM_STATE, type ComposerItem, moveItem } from './items';

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
        .then((done) => {
          const media = done.media;
          const change: Partial<ComposerItem> = { state: ITEM_STATE.Done, progress: 1, media_id: done.media_id };
          if (media?.duration_ms) change.duration_ms = media.duration_ms;
          // A video's stored poster, when the item has no picture of its own yet.
          const poster = media?.poster_media_id;
          if (poster) setItems((all) => all.map((i) => (i.key === key && !i.thumb ? { ...i, thumb: variantPath(poster, 320, 0) } : i)));
          patch(key, change);
        })
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
      // A video's first frame and length, drawn in the browser, while it uploads.
      for (const item of added) {
        if (item.kind !== 'video') continue;
        void captureVideo(files.current.get(item.key)!)
          .then(({ poster, durationMs }) => {
            const thumb = poster && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(poster) : undefined;
            if (thumb) thumbs.current.add(thumb);
            setItems((all) => all.map((i) => (i.key === item.key ? { ...i, thumb: thumb ?? i.thumb, duration_ms: i.duration_ms ?? durationMs } : i)));
          })
          .catch(() => undefined);
      }
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

  const move = useCallback((key: string, delta: -1 | 1) => setItems((all) => moveItem(all, key, delta)), []);

  useEffect(
    () => () => {
      for (const c of controllers.current.values()) c.abort();
      for (const t of thumbs.current) URL.revokeObjectURL(t);
    },
    [],
  );

  return { items, add, addStored, retry: start, remove, move };
}
