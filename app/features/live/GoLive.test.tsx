/**
 * /live's page logic (useGoLive + GoLiveView) and the way in (useLiveAccess), with a mocked API
 * client, a stubbed camera and the calls' real media check.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '#ds';
import type { LiveView } from '../../../common/live';
import { ApiError } from '../../lib/api/client';
import { CALL_PERMISSION_TEXTS } from '../calls/CallPermissionDialog';
import { GoLiveView } from './GoLiveView';
import { useLiveAccess } from './go-live-access';
import { useGoLive } from './use-go-live';

const call = vi.fn<(name: string, input?: unknown) => Promise<unknown>>();
vi.mock('../../lib/api', () => ({ api: () => ({ call }) }));
const stop = vi.fn();
const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();
const camera = () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream;
const deniedError = () => Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });

const view = (over: Partial<LiveView> = {}): LiveView => ({
  live_id: 7,
  creator: { id: 2, nick_name: 'Ava', user_name: 'ava', portrait: '' },
  title: 'Late night Q&A',
  state: 'running',
  end_reason: null,
  ticket_price: 0,
  price_changes_left: 2,
  chat_muted: false,
  viewer_count: 0,
  publishing: false,
  entry: 'creator',
  now: 1_795_000_000,
  starts_at: null,
  started_at: 1_795_000_000,
  ended_at: null,
  ...over,
});

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function Page({ access }: { access: 'granted' | 'needed' }) {
  const state = useGoLive({ access, today: '2026-11-26' });
  const liveAccess = useLiveAccess();
  return (
    <>
      <GoLiveView
        access={access}
        onAskAccess={() => void liveAccess.go({ replace: true })}
        preview={{ stream: state.preview.stream, message: state.preview.problem, mirrored: state.preview.mirrored }}
        form={state.form}
        onChange={state.change}
        errors={state.errors}
        schedule={state.schedule}
        onScheduleChange={state.setSchedule}
        today="2026-11-26"
        onSubmit={() => void state.submit()}
        submitting={state.submitting}
        running={state.running}
        scheduled={state.scheduled}
        onCancel={(id) => void state.cancel(id)}
        onStartScheduled={(id) => void state.startScheduled(id)}
        busyId={state.busyId}
        listError={state.listError}
      />
      {liveAccess.dialog}
    </>
  );
}

/** The tracks stopped when the room first renders (before /live's own cleanup could run). */
let stopsWhenRoomOpened = -1;
function Room() {
  if (stopsWhenRoomOpened < 0) stopsWhenRoomOpened = stop.mock.calls.length;
  return null;
}

function renderPage(access: 'granted' | 'needed' = 'granted') {
  return render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={['/live']}>
        <Routes>
          <Route path="/live" element={<Page access={access} />} />
          <Route path="/live/join_live" element={<Room />} />
          <Route path="*" element={null} />
        </Routes>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

// hidden: a modal dialog hides the rest of the page from the accessibility tree.
const location = () => screen.getByRole('status', { name: 'location', hidden: true }).textContent;
let mine: { running: LiveView | null; scheduled: LiveView[] };

beforeEach(() => {
  mine = { running: null, scheduled: [] };
  call.mockReset();
  call.mockImplementation(async (name, input) => {
    if (name === 'live.mine') return mine;
    if (name === 'live.start') return view({ live_id: (input as { live_id?: number }).live_id ?? 7 });
    if (name === 'live.schedule') return view({ ...(input as Partial<LiveView>), live_id: 8, state: 'scheduled', started_at: null });
    return { result: 'ok' };
  });
  stop.mockReset();
  stopsWhenRoomOpened = -1;
  getUserMedia.mockReset();
  getUserMedia.mockImplementation(async () => camera());
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia, enumerateDevices: async () => [] }, configurable: true });
});

afterEach(() => vi.useRealTimers());

describe('/live', () => {
  it('opens the camera for the preview, checks the form, goes live and stops the preview before the room', async () => {
    renderPage();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: true }));
    expect(await screen.findByLabelText('Your camera preview')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Go live' }));
    expect(await screen.findByText('Please add a title for your Live.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('live.start', expect.anything(), expect.anything());

    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Late night Q&A' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Ticket' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Ticket price/ }), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go live' }));
    await waitFor(() => expect(location()).toBe('/live/join_live?live_id=7'));
    expect(call).toHaveBeenCalledWith('live.start', { title: 'Late night Q&A', ticket_price: 150 }, { silent: true });
    expect(stopsWhenRoomOpened).toBeGreaterThan(0);
  });

  it("shows the server's refusal under the field it names", async () => {
    call.mockImplementation(async (name) => {
      if (name === 'live.mine') return mine;
      throw new ApiError({ kind: 'http', status: 400, code: 40001, field: 'ticket_price' } as never, 'ticket_price: Too many coins');
    });
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'Q&A' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Ticket' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Ticket price/ }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go live' }));
    expect(await screen.findByText('Too many coins')).toBeInTheDocument();
    expect(location()).toBe('/live');
  });

  it('schedules a live into the upcoming list, and cancels it', async () => {
    // Only Date is faked: the page's today (2026-11-26, Pacific) at 04:00 PST.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'Sunday brunch' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Schedule for later' }));
    fireEvent.change(screen.getByLabelText('Time (PST)'), { target: { value: '23:59' } });
    expect(screen.getByText(/No lives scheduled/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const startsAt = Date.parse('2026-11-27T07:59:00Z') / 1000;
    await waitFor(() => expect(call).toHaveBeenCalledWith('live.schedule', { title: 'Sunday brunch', ticket_price: 0, starts_at: startsAt }, { silent: true }));
    const item = await screen.findByTestId('scheduled-live');
    expect(item).toHaveTextContent('Sunday brunch');
    expect(screen.getByRole('button', { name: 'Go live' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('scheduled-live')).toBeNull());
    expect(call).toHaveBeenCalledWith('live.cancel', { live_id: 8 }, { silent: true });
    vi.useRealTimers();
  });

  it('starts a scheduled live with its own title and price', async () => {
    mine = { running: null, scheduled: [view({ live_id: 9, state: 'scheduled', title: 'Members only', ticket_price: 120, starts_at: 1_795_100_000 })] };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Go live now' }));
    await waitFor(() => expect(location()).toBe('/live/join_live?live_id=9'));
    expect(call).toHaveBeenCalledWith('live.start', { live_id: 9, title: 'Members only', ticket_price: 120 }, { silent: true });
  });

  it('offers Return to your Live while one runs, and opens no camera', async () => {
    mine = { running: view({ live_id: 5 }), scheduled: [] };
    renderPage();
    expect(await screen.findByRole('link', { name: 'Return to your Live' })).toHaveAttribute('href', '/live/join_live?live_id=5');
    expect(screen.queryByRole('button', { name: 'Go live' })).toBeNull();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('without a fresh ts: the access step; a refusal shows the calls’ permission dialog, a grant reopens /live with a ts', async () => {
    renderPage('needed');
    expect(screen.queryByRole('button', { name: 'Go live' })).toBeNull();
    await waitFor(() => expect(call).toHaveBeenCalledWith('live.mine'));
    expect(getUserMedia).not.toHaveBeenCalled();

    getUserMedia.mockImplementationOnce(async () => Promise.reject(deniedError()));
    fireEvent.click(screen.getByRole('button', { name: 'Allow camera and microphone' }));
    const dialog = await screen.findByRole('dialog', { name: CALL_PERMISSION_TEXTS.title });
    expect(dialog).toHaveTextContent(CALL_PERMISSION_TEXTS.content);
    expect(location()).toBe('/live');
    fireEvent.click(screen.getByRole('button', { name: CALL_PERMISSION_TEXTS.button }));

    fireEvent.click(screen.getByRole('button', { name: 'Allow camera and microphone' }));
    await waitFor(() => expect(location()).toMatch(/^\/live\?ts=\d+$/));
    // Camera first, then microphone (the calls' check).
    expect(getUserMedia.mock.calls.slice(-2).map(([c]) => c)).toEqual([{ video: true }, { audio: true }]);
  });
});
