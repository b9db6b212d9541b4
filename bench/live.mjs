#!/usr/bin/env node
// Live media capacity (issue 22, ADR 101): for each SFU mode on this machine, how many viewers of
// a 720p VP8 stream at 1.5 Mbit/s it holds with under 1% of frames lost, the viewers' join times,
// and the SFU's CPU per viewer.
// Usage: npx node --import tsx bench/live.mjs [--quick] [--modes=embedded,janus] [--max=60] [--window=8]
// (--quick: 1 viewer, a 1 s window, a 3 s clip; the modes are the same, janus when installed)
//
// Three processes: this one (the orchestrator, and the publisher: a 720p/30 fps VP8 clip of testsrc2
// encoded once by ffmpeg, replayed by ffmpeg as RTP in real time, a werift peer sends it on), the SFU host (the embedded SFU in a
// child process of its own, so its CPU is its own; for Janus, the janus process), and a viewers
// process (werift peers counting complete frames). Viewers are added in steps; at each step the
// window's frames sent vs complete frames received per viewer gives the loss. Join time: the
// viewer's watch request to its first video packet, and to its first keyframe (ffmpeg ignores
// keyframe requests: one comes every second, -g 30, where a browser answers the SFU's PLI at once).
// Figures only; nothing is asserted. The viewers' process shares the machine: at high counts it,
// not the SFU, may be what drops frames (its CPU is printed too).
import { fork, spawn } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const role = arg('role', 'main');
const CLK_TCK = 100;

/** utime+stime of a process, in seconds (/proc/<pid>/stat). */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
}

/** Request/response over a child's IPC channel. */
function rpc(child) {
  let next = 0;
  const waiting = new Map();
  child.on('message', (m) => {
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.error) w.reject(new Error(m.error));
    else w.resolve(m.result);
  });
  return (op, args = {}) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      child.send({ id, op, ...args });
    });
}

function serve(handlers) {
  process.on('message', async (m) => {
    try {
      process.send({ id: m.id, result: await handlers[m.op](m) });
    } catch (error) {
      process.send({ id: m.id, error: String(error?.message ?? error) });
    }
  });
}

/** Is this VP8 RTP payload the start of a keyframe? (RFC 7741 descriptor, then the VP8 P bit.) */
function isVp8Keyframe(payload) {
  if (payload.length < 2 || !(payload[0] & 0x10)) return false;
  let i = 1;
  if (payload[0] & 0x80) {
    const x = payload[i++];
    if (x & 0x80) i += payload[i] & 0x80 ? 2 : 1;
    if (x & 0x40) i++;
    if (x & 0x30) i++;
  }
  return i < payload.length && (payload[i] & 0x01) === 0;
}

if (role === 'host') {
  // The embedded SFU alone in this process.
  const { EmbeddedSfu } = await import('../server/media/embedded-sfu.ts');
  const sfu = new EmbeddedSfu();
  serve({
    publish: (m) => sfu.publish(1, m.sdp),
    watch: (m) => sfu.watch(1, m.key),
    answer: (m) => sfu.answer(1, m.key, m.sdp),
    close: () => sfu.shutdown(),
  });
} else if (role === 'viewers') {
  const { RTCPeerConnection, RTCRtpCodecParameters, useSdesMid, useAbsSendTime, useTransportWideCC } = await import('werift');
  const viewers = new Map();
  const peer = () =>
    new RTCPeerConnection({
      codecs: {
        video: [
          new RTCRtpCodecParameters({
            mimeType: 'video/VP8',
            clockRate: 90_000,
            rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'transport-cc' }],
          }),
        ],
        audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48_000, channels: 2 })],
      },
      headerExtensions: { video: [useSdesMid(), useAbsSendTime(), useTransportWideCC()], audio: [useSdesMid(), useAbsSendTime()] },
      iceUseIpv6: false,
    });
  serve({
    async join(m) {
      const pc = peer();
      const v = {
        pc,
        started: m.started,
        firstPacket: null,
        firstKey: null,
        complete: 0,
        broken: 0,
        missing: 0,
        lastSeq: null,
        curTs: null,
        curOk: false,
        done: true,
      };
      viewers.set(m.key, v);
      // A frame is complete when its packets arrived in sequence up to the marker; a timestamp jump
      // of more than one frame (3000 ticks at 30 fps) counts the frames that never came.
      pc.onTrack.subscribe((track) => {
        if (track.kind !== 'video') return;
        track.onReceiveRtp.subscribe((rtp) => {
          const { sequenceNumber: seq, timestamp: ts, marker } = rtp.header;
          v.firstPacket ??= Date.now();
          const contiguous = v.lastSeq !== null && seq === ((v.lastSeq + 1) & 0xffff);
          if (ts !== v.curTs) {
            if (!v.done && v.firstKey) v.broken++;
            // A jump over a second is the clip looping (ffmpeg restarts its timestamps), not loss.
            const skipped = Math.round(((ts - v.curTs) >>> 0) / 3000) - 1;
            if (v.curTs !== null && v.firstKey && skipped > 0 && skipped < 30) v.missing += skipped;
            v.curTs = ts;
            v.curOk = contiguous;
            v.done = false;
            if (!v.firstKey && isVp8Keyframe(rtp.payload)) v.firstKey = Date.now();
          } else if (!contiguous) v.curOk = false;
          if (marker && !v.done) {
            v.done = true;
            if (v.firstKey) {
              if (v.curOk) v.complete++;
              else v.broken++;
            }
          }
          v.lastSeq = seq;
        });
      });
      await pc.setRemoteDescription({ type: 'offer', sdp: m.sdp });
      await pc.setLocalDescription(await pc.createAnswer());
      while (pc.iceGatheringState !== 'complete') await new Promise((r) => setTimeout(r, 10));
      return pc.localDescription.sdp;
    },
    counts: () => [...viewers.values()].map((v) => ({ complete: v.complete, lost: v.broken + v.missing })),
    joins: () => [...viewers.values()].map((v) => ({ packet: v.firstPacket && v.firstPacket - v.started, key: v.firstKey && v.firstKey - v.started })),
    async close() {
      await Promise.all([...viewers.values()].map((v) => v.pc.close()));
    },
  });
} else {
  const { RTCPeerConnection, RTCRtpCodecParameters, MediaStreamTrack, RtpPacket, useSdesMid, useAbsSendTime, useTransportWideCC } = await import('werift');
  const quick = process.argv.includes('--quick');
  const modes = arg('modes', 'embedded,janus').split(',');
  const maxViewers = Number(arg('max', quick ? 1 : 60));
  const windowS = Number(arg('window', quick ? 1 : 8));
  const steps = [1, 5, 10, 20, 30, 40, 60, 80, 100, 150, 200].filter((n) => n <= maxViewers);
  const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const results = [];
  // Ctrl-C: no janus, ffmpeg or child process left behind.
  const children = new Set();
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      for (const child of children) child.kill('SIGTERM');
      process.exit(130);
    });
  // 20 s of 1280x720 at 30 fps, VP8 at 1.5 Mbit/s, a keyframe every second: encoded once, then replayed.
  // Quick: 3 s of it, looped all the same, so a first run does not spend its time encoding.
  const clipSeconds = quick ? 3 : 20;
  const clip = path.join(os.tmpdir(), `fanstage-bench-live-720p${quick ? '-3s' : ''}.ivf`);
  if (!fs.existsSync(clip)) {
    console.log('encoding the 720p clip once (ffmpeg)...');
    const encode = spawn(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-t', String(clipSeconds)],
        ...[
          '-c:v',
          'libvpx',
          '-b:v',
          '1500k',
          '-minrate',
          '1500k',
          '-maxrate',
          '1500k',
          '-bufsize',
          '750k',
          '-deadline',
          'realtime',
          '-cpu-used',
          '8',
          '-g',
          '30',
        ],
        `${clip}.part.ivf`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const code = await new Promise((r) => encode.on('exit', r));
    if (code !== 0) throw new Error(`ffmpeg exited with ${code}`);
    fs.renameSync(`${clip}.part.ivf`, clip);
  }

  for (const mode of modes) {
    let sfuCall;
    let sfuPid;
    let cleanup = async () => {};
    if (mode === 'embedded') {
      const host = fork(new URL(import.meta.url).pathname, ['--role=host'], { execArgv: ['--import', 'tsx'] });
      sfuCall = rpc(host);
      sfuPid = host.pid;
      children.add(host);
      cleanup = async () => {
        await sfuCall('close').catch(() => undefined);
        host.kill();
      };
    } else if (mode === 'janus') {
      const { startJanus } = await import('../scripts/janus.mjs');
      const { JanusSfu } = await import('../server/media/janus-sfu.ts');
      const janus = await startJanus({ port: 18_700, quiet: true });
      if (!janus) {
        console.log('janus: not installed, skipped');
        continue;
      }
      const sfu = new JanusSfu({ url: janus.url, adminKey: janus.adminKey });
      sfuCall = async (op, m) => (op === 'publish' ? sfu.publish(1, m.sdp) : op === 'watch' ? sfu.watch(1, m.key) : sfu.answer(1, m.key, m.sdp));
      sfuPid = janus.pid;
      children.add({ kill: () => void janus.stop() });
      cleanup = async () => {
        await sfu.shutdown();
        await janus.stop();
      };
    } else throw new Error(`unknown mode ${mode}`);

    // The publisher: ffmpeg's VP8 RTP on a local UDP port, sent on by a werift peer.
    const pc = new RTCPeerConnection({
      codecs: {
        video: [new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90_000, rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }] })],
      },
      headerExtensions: { video: [useSdesMid(), useAbsSendTime(), useTransportWideCC()] },
      iceUseIpv6: false,
    });
    const track = new MediaStreamTrack({ kind: 'video' });
    pc.addTransceiver(track, { direction: 'sendonly' });
    await pc.setLocalDescription(await pc.createOffer());
    while (pc.iceGatheringState !== 'complete') await sleep(10);
    const answer = await sfuCall('publish', { sdp: pc.localDescription.sdp });
    await pc.setRemoteDescription({ type: 'answer', sdp: answer });
    let framesSent = 0;
    const udp = dgram.createSocket('udp4');
    udp.on('message', (data) => {
      const rtp = RtpPacket.deSerialize(data);
      if (rtp.header.payloadType >= 200 && rtp.header.payloadType <= 206) return; // ffmpeg's RTCP SR on the same port
      if (rtp.header.marker) framesSent++;
      track.writeRtp(rtp);
    });
    await new Promise((r) => udp.bind(0, '127.0.0.1', r));
    // The clip is copied, not encoded, while measuring: the encoder's CPU would starve the machine.
    const ffmpeg = spawn(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-re', '-stream_loop', '-1', '-i', clip, '-c:v', 'copy'],
        ...['-payload_type', '96', '-f', 'rtp', `rtp://127.0.0.1:${udp.address().port}?pkt_size=1200`],
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    children.add(ffmpeg);
    await sleep(2000);

    const viewersProc = fork(new URL(import.meta.url).pathname, ['--role=viewers'], { execArgv: ['--import', 'tsx'] });
    children.add(viewersProc);
    const viewersCall = rpc(viewersProc);
    let joined = 0;
    let held = 0;
    const rows = [];
    for (const target of steps) {
      while (joined < target) {
        const key = `v${++joined}`;
        const started = Date.now();
        const offer = await sfuCall('watch', { key });
        const sdp = await viewersCall('join', { key, sdp: offer, started });
        await sfuCall('answer', { key, sdp });
      }
      await sleep(2500); // every newcomer past its first keyframe
      const counts0 = await viewersCall('counts');
      const sent0 = framesSent;
      const sfuCpu0 = cpuSeconds(sfuPid);
      const viewersCpu0 = cpuSeconds(viewersProc.pid);
      await sleep(windowS * 1000);
      const counts1 = await viewersCall('counts');
      const sent = framesSent - sent0;
      const sfuCpu = cpuSeconds(sfuPid) - sfuCpu0;
      const viewersCpu = cpuSeconds(viewersProc.pid) - viewersCpu0;
      const losses = counts1.map((c, i) => {
        const complete = c.complete - (counts0[i]?.complete ?? 0);
        const lost = c.lost - (counts0[i]?.lost ?? 0);
        return lost / Math.max(1, complete + lost);
      });
      const fpsReceived = Math.min(...counts1.map((c, i) => c.complete - (counts0[i]?.complete ?? 0))) / windowS;
      const worst = Math.max(...losses);
      const mean = losses.reduce((a, b) => a + b, 0) / losses.length;
      const row = {
        viewers: target,
        fps_sent: +(sent / windowS).toFixed(1),
        fps_received_min: +fpsReceived.toFixed(1),
        loss_mean_pct: +(mean * 100).toFixed(2),
        loss_worst_pct: +(worst * 100).toFixed(2),
        sfu_cpu_pct: +((sfuCpu / windowS) * 100).toFixed(1),
        sfu_cpu_ms_per_viewer_s: +(((sfuCpu / windowS) * 1000) / target).toFixed(2),
        viewers_cpu_pct: +((viewersCpu / windowS) * 100).toFixed(1),
      };
      rows.push(row);
      console.log(mode, JSON.stringify(row));
      if (mean * 100 < 1) held = target;
      else break;
    }
    const joins = await viewersCall('joins');
    const packet = joins
      .map((j) => j.packet)
      .filter((x) => x !== null)
      .sort((a, b) => a - b);
    const key = joins
      .map((j) => j.key)
      .filter((x) => x !== null)
      .sort((a, b) => a - b);
    results.push({
      mode,
      held,
      join_first_packet_ms: { p50: pct(packet, 50), p95: pct(packet, 95) },
      join_first_keyframe_ms: { p50: pct(key, 50), p95: pct(key, 95) },
      rows,
    });
    await viewersCall('close').catch(() => undefined);
    viewersProc.kill();
    ffmpeg.kill('SIGTERM');
    udp.close();
    await pc.close();
    await cleanup();
  }

  console.log(`\nLive SFU capacity on this machine (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}):`);
  for (const r of results) {
    console.log(
      `${r.mode.padEnd(9)} held ${r.held} viewers under 1% frames lost (mean); join to first packet p50 ${r.join_first_packet_ms.p50} ms / p95 ${r.join_first_packet_ms.p95} ms, to first keyframe p50 ${r.join_first_keyframe_ms.p50} ms / p95 ${r.join_first_keyframe_ms.p95} ms`,
    );
    for (const row of r.rows)
      console.log(
        `          ${String(row.viewers).padStart(3)} viewers: ${row.fps_sent} fps sent, slowest viewer ${row.fps_received_min} fps; frames lost mean ${row.loss_mean_pct}% worst ${row.loss_worst_pct}%, SFU CPU ${row.sfu_cpu_pct}% (${row.sfu_cpu_ms_per_viewer_s} ms/s per viewer), viewers' process ${row.viewers_cpu_pct}%`,
      );
  }
  process.exit(0);
}
