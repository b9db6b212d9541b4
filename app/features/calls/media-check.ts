/**
 * Before accepting a call (spec section 5, "Accepting a call"): the camera, then the microphone,
 * each opened and stopped at once, so the browser asks now and the call page finds them granted.
 */
export type MediaCheck = 'ok' | 'denied' | 'failed';

type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia'>;

export async function checkCallMedia(devices: MediaDevicesLike | undefined = globalThis.navigator?.mediaDevices): Promise<MediaCheck> {
  // No mediaDevices: an insecure origin or an old browser, a failure like any other.
  if (!devices?.getUserMedia) return 'failed';
  for (const constraints of [{ video: true }, { audio: true }] satisfies MediaStreamConstraints[]) {
    try {
      const stream = await devices.getUserMedia(constraints);
      for (const track of stream.getTracks()) track.stop();
    } catch (error) {
      return (error as { name?: unknown } | null)?.name === 'NotAllowedError' ? 'denied' : 'failed';
    }
  }
  return 'ok';
}
