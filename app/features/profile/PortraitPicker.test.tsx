import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../lib/api';
import { PortraitPicker } from './PortraitPicker';

/** A stand-in XMLHttpRequest: records the request, reports progress, answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  timeout = 0;
  headers: Record<string, string> = {};
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {}
  answer(status: number, json: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(json);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
  configureApi({ apiOrigin: '', signKey: 'test-key-123', identity: () => ({}) });
});
afterEach(() => vi.unstubAllGlobals());

const choose = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });

describe('PortraitPicker', () => {
  it('shows the chosen picture at once, the upload progress, then the new portrait', async () => {
    const onChanged = vi.fn();
    render(<PortraitPicker name="Golden Fan" portrait="" onChanged={onChanged} />);
    expect(screen.getByRole('img', { name: 'Golden Fan' })).toHaveTextContent('GF');
    const file = new File([new Uint8Array([255, 216, 255, 224])], 'me.jpg', { type: 'image/jpeg' });
    await act(async () => choose(file));

    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull()); // the API client loads with its first call
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toMatch(/^\/api\/core\/user\/portrait\/upload\/\?ts=\d+&sign=[0-9a-f]+$/);
    expect(xhr.body).toBe(file);
    expect(screen.getByRole('img', { name: 'Golden Fan' })).toHaveAttribute('src', 'blob:preview');
    await act(async () => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Uploading your photo' })).toHaveAttribute('aria-valuenow', '40');

    const answer = { user_id: 1, user_name: 'golden_fan', nickname: 'Golden Fan', portrait: '/media/9/w_320,h_320', bio: '', user_role: 0, media_id: 9 };
    await act(async () => xhr.answer(200, { result: 'ok', data: answer }));
    expect(onChanged).toHaveBeenCalledWith(answer);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Golden Fan' })).toHaveAttribute('src', '/media/9/w_320,h_320');
  });

  it('says why a file cannot be used, and what the server refused, keeping the old portrait', async () => {
    render(<PortraitPicker name="Golden Fan" portrait="/media/1/w_320,h_320" />);
    await act(async () => choose(new File(['words'], 'notes.txt', { type: 'text/plain' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a picture (JPEG, PNG, WebP or GIF).');
    FakeXhr.last = null;
    await act(async () => choose(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })));
    expect(FakeXhr.last).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('This picture is too large: the limit is 10 MB.');

    await act(async () => choose(new File([new Uint8Array([1, 2])], 'odd.png', { type: 'image/png' })));
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    await act(async () => FakeXhr.last!.answer(415, { result: 'error', error: { code: 41560, message: 'This image cannot be read.' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Photo upload failed. This image cannot be read.');
    expect(screen.getByRole('img', { name: 'Golden Fan' })).toHaveAttribute('src', '/media/1/w_320,h_320');
  });
});
