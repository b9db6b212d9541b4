/**
 * What the browser can tell about a video when the server has no ffmpeg: a poster (one frame near
 * the start, as a JPEG) and the duration its video element reports.
 */
import { durationMsOf } from '../../../common/media';

export interface VideoCapture {
  poster: Blob | null;
  /** Whole milliseconds, or null when the element did not know (NaN, Infinity) or it is out of bounds. */
  durationMs: number | null;
}

export function captureVideo(file: Blob, timeoutMs = 10_000): Promise<VideoCapture> {
  if (typeof document === 'undefined') return Promise.resolve({ poster: null, durationMs: null });
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    let durationMs: number | null = null;
    const finish = (poster: Blob | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve({ poster, durationMs });
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.muted = true;
    video.preload = 'auto';
    video.playsInline = true;
    video.onerror = () => finish(null);
    video.onloadedmetadata = () => {
      durationMs = durationMsOf(video.duration);
      // The same moment the server would take: a second in, or the middle of a shorter clip.
      video.currentTime = Number.isFinite(video.duration) ? Math.min(1, video.duration / 2) : 0;
    };
    video.onseeked = () => {
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) return finish(null);
      context.drawImage(video, 0, 0);
      canvas.toBlob((blob) => finish(blob), 'image/jpeg', 0.85);
    };
    video.src = url;
  });
}

/** The poster alone. */
export const capturePoster = async (file: Blob, timeoutMs?: number): Promise<Blob | null> => (await captureVideo(file, timeoutMs)).poster;
