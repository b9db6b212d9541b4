/** The upload calls through the page's API client (signed, identity headers; progress by XMLHttpRequest). */
import { api } from '../../lib/api';
import type { UploadTransport } from './upload';

export const apiTransport: UploadTransport = {
  init: (input, signal) => api().call('media.upload.init', input, { silent: true, signal }),
  putChunk: async (uploadId, index, bytes, onProgress, signal) => {
    await api().upload('media.upload.chunk', bytes, { query: { upload_id: uploadId, index }, onProgress, signal, silent: true });
  },
  complete: (uploadId, signal) => api().call('media.upload.complete', { upload_id: uploadId }, { silent: true, signal }),
  setVideoFacts: (mediaId, facts) => api().call('media.poster.set', { media_id: mediaId, ...facts }, { silent: true }),
};
