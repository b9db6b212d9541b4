/**
 * /live's state: the camera preview (front first; the switch when the device has another
 * camera), the creator's running and upcoming lives (GET mine), and the form's Go live and
 * Schedule. The preview's tracks stop before the room opens: the room takes the camera itself.
 */
import { useNavigate } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveScheduleInput, LiveView } from '../../../common/live';
import { failureErrors, type FieldErrors } from '../../lib/forms';
import { checkSchedule, checkStart, emptyGoLiveForm, type GoLiveForm } from './go-live-form';
import { api } from '../../lib/api';
import { joinLiveHref } from './live-api';

const FIELDS = ['title', 'ticket_price', 'starts_at'] as const;

type Facing = 'user' | 'environment';

export interface PreviewDeps {
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  enumerateDevices: () => Promise<MediaDeviceInfo[]>;
}

const browserMedia = (): PreviewDeps | null =>
  typeof navigator !== 'undefined' && navigator.mediaDevices?.getUserMedia
    ? { getUserMedia: (c) => navigator.mediaDevices.getUserMedia(c), enumerateDevices: () => navigator.mediaDevices.enumerateDevices() }
    : null;

const stopTracks = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/** The camera (and microphone, so the creator hears nothing new in the room) while `on`. */
export function useCameraPreview(on: boolean, deps: PreviewDeps | null = browserMedia()) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [facing, setFacing] = useState<Facing>('user');
  const [canSwitch, setCanSwitch] = useState(false);
  const [problem, setProblem] = useState<string>();
  const current = useRef<MediaStream | null>(null);
  const depsRef = useRef(deps);

  useEffect(() => {
    const media = depsRef.current;
    if (!on) return;
    if (!media) return setProblem('This browser cannot open the camera.');
    let cancelled = false;
    media
      .getUserMedia({ video: { facingMode: facing }, audio: true })
      .then(async (next) => {
        if (cancelled) return stopTracks(next);
        current.current = next;
        setStream(next);
        setProblem(undefined);
        const devices = await media.enumerateDevices().catch(() => [] as MediaDeviceInfo[]);
        if (!cancelled) setCanSwitch(devices.filter((device) => device.kind === 'videoinput').length > 1);
      })
      .catch(() => {
        if (!cancelled) setProblem('The camera could not be opened. Check that no other app is using it.');
      });
    return () => {
      cancelled = true;
      stopTracks(current.current);
      current.current = null;
      setStream(null);
    };
  }, [on, facing]);

  /** Stops the camera now (before the room opens its own). */
  const stop = useCallback(() => {
    stopTracks(current.current);
    current.current = null;
    setStream(null);
  }, []);

  return {
    stream,
    problem,
    mirrored: facing === 'user',
    switchCamera: canSwitch ? () => setFacing((f) => (f === 'user' ? 'environment' : 'user')) : undefined,
    stop,
  };
}

export function useGoLive({ access, today }: { access: 'granted' | 'needed'; today: string }) {
  const navigate = useNavigate();
  const [running, setRunning] = useState<LiveView | null>(null);
  const [scheduled, setScheduled] = useState<LiveView[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [form, setForm] = useState<GoLiveForm>(() => emptyGoLiveForm(today));
  const [schedule, setSchedule] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [listError, setListError] = useState<string>();
  const preview = useCameraPreview(access === 'granted' && loaded && !running);

  useEffect(() => {
    let cancelled = false;
    api()
      .call('live.mine')
      .then((mine) => {
        if (cancelled) return;
        setRunning(mine.running);
        setScheduled(mine.scheduled);
      })
      .catch(() => undefined) // the client has told the creator; the form still works
      .finally(() => !cancelled && setLoaded(true));
    return () => {
      cancelled = true;
    };
  }, []);

  const enterRoom = (live: LiveView) => {
    preview.stop();
    navigate(joinLiveHref(live.live_id));
  };

  const submit = async () => {
    if (submitting) return;
    const checked = schedule ? checkSchedule(form) : checkStart(form);
    setErrors(checked.errors);
    if (!checked.ok) return;
    setSubmitting(true);
    try {
      if (schedule) {
        const live = await api().call('live.schedule', checked.value as LiveScheduleInput, { silent: true });
        setScheduled((list) => [...list, live].sort((x, y) => (x.starts_at ?? 0) - (y.starts_at ?? 0)));
        setForm(emptyGoLiveForm(today));
        setSchedule(false);
      } else enterRoom(await api().call('live.start', checked.value, { silent: true }));
    } catch (failure) {
      const named = failureErrors(failure, 'form', FIELDS);
      // The server names ticket_price; the form calls it price.
      if (named.ticket_price) named.price = named.ticket_price;
      setErrors(named);
    } finally {
      setSubmitting(false);
    }
  };

  const onList = async (liveId: number, work: (live: LiveView) => Promise<void>) => {
    const live = scheduled.find((item) => item.live_id === liveId);
    if (!live || busyId !== null) return;
    setBusyId(liveId);
    setListError(undefined);
    try {
      await work(live);
    } catch (failure) {
      setListError(failureErrors(failure).form);
    } finally {
      setBusyId(null);
    }
  };

  return {
    loaded,
    running,
    scheduled,
    form,
    change: (patch: Partial<GoLiveForm>) => setForm((current) => ({ ...current, ...patch })),
    errors,
    schedule,
    setSchedule,
    submit,
    submitting,
    busyId,
    listError,
    preview,
    cancel: (liveId: number) =>
      onList(liveId, async () => {
        await api().call('live.cancel', { live_id: liveId }, { silent: true });
        setScheduled((list) => list.filter((item) => item.live_id !== liveId));
      }),
    startScheduled: (liveId: number) =>
      onList(liveId, async (live) =>
        enterRoom(await api().call('live.start', { live_id: liveId, title: live.title, ticket_price: live.ticket_price }, { silent: true })),
      ),
  };
}
