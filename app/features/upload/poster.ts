/** A video poster drawn in the browser (when the server has no ffmpeg): one frame near the start, as a JPEG. */
export function capturePoster(file: Blob, timeoutMs = 10_000): Promise<Blob | null> {
  if (typeof document === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const finish = (result: Blob | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(result);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.muted = true;
    video.preload = 'auto';
    video.playsInline = true;
    video.onerror = () => finish(null);
    video.onloadedmetadata = () => {
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
