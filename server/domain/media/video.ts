/**
 * Video facts from ffprobe and a poster frame from ffmpeg (ADR 043), when they are installed
 * (Debian package ffmpeg). Run with execFile (no shell), a time limit and bounded output;
 * without them, or when they fail, the answer is null and the upload goes on without it
 * (the browser's own poster is used).
 */
import { execFile } from 'node:child_process';

export interface VideoFacts {
  durationMs: number | null;
  width: number | null;
  height: number | null;
}

export interface VideoTools {
  /** Whether ffprobe answers (a yes is remembered; a no is asked again next time). */
  available(): Promise<boolean>;
  /** Duration and display size, or null when ffprobe is missing or cannot read the file. */
  probe(file: string): Promise<VideoFacts | null>;
  /** A JPEG of the frame at `atMs` (at most 1280 px wide), or null. */
  poster(file: string, atMs: number): Promise<Uint8Array | null>;
}

const PROBE_TIMEOUT_MS = 20_000;
const POSTER_TIMEOUT_MS = 30_000;

function run(command: string, args: string[], timeout: number, maxBuffer: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout, maxBuffer, encoding: 'buffer', windowsHide: true }, (error, stdout) => {
      resolve(error ? null : stdout);
    });
  });
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

/** Reads ffprobe's JSON: the first video stream's size (turned when the video is rotated) and the duration. */
export function parseProbe(json: string): VideoFacts | null {
  let data: { streams?: ProbeStream[]; format?: { duration?: string } };
  try {
    data = JSON.parse(json) as typeof data;
  } catch {
    return null;
  }
  const stream = data.streams?.find((s) => s.codec_type === 'video');
  if (!stream) return null;
  const seconds = Number(data.format?.duration ?? stream.duration);
  const rotation = Math.abs(Number(stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? stream.tags?.rotate ?? 0)) % 180;
  const [w, h] = rotation === 90 ? [stream.height, stream.width] : [stream.width, stream.height];
  return {
    durationMs: Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : null,
    width: w && w > 0 ? w : null,
    height: h && h > 0 ? h : null,
  };
}

export function ffmpegTools(commands: { ffprobe?: string; ffmpeg?: string } = {}): VideoTools {
  const ffprobe = commands.ffprobe ?? 'ffprobe';
  const ffmpeg = commands.ffmpeg ?? 'ffmpeg';
  let present: Promise<boolean> | undefined;
  return {
    available() {
      // A slow first answer on a busy machine must not turn posters off for the life of the process.
      present ??= run(ffprobe, ['-version'], 10_000, 1024 * 1024).then((out) => {
        if (out === null) present = undefined;
        return out !== null;
      });
      return present;
    },
    async probe(file) {
      const out = await run(ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], PROBE_TIMEOUT_MS, 4 * 1024 * 1024);
      return out ? parseProbe(out.toString('utf8')) : null;
    },
    async poster(file, atMs) {
      const seconds = (Math.max(0, atMs) / 1000).toFixed(3);
      const out = await run(
        ffmpeg,
        // -ss before -i seeks fast; one frame, no larger than 1280 px wide, as a JPEG on stdout.
        [
          '-v',
          'error',
          '-nostdin',
          '-ss',
          seconds,
          '-i',
          file,
          '-frames:v',
          '1',
          '-vf',
          "scale='min(1280,iw)':-2",
          '-f',
          'image2pipe',
          '-c:v',
          'mjpeg',
          '-q:v',
          '3',
          'pipe:1',
        ],
        POSTER_TIMEOUT_MS,
        32 * 1024 * 1024,
      );
      return out && out.length > 0 ? new Uint8Array(out) : null;
    },
  };
}

/** Where the poster frame is taken: 1 s in, or the middle of a shorter video. */
export function posterTimeMs(durationMs: number | null): number {
  if (!durationMs || durationMs <= 0) return 0;
  return Math.min(1000, Math.floor(durationMs / 2));
}
