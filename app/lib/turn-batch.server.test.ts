import { describe, expect, it } from 'vitest';
import { TurnBatch } from './turn-batch.server';

const collect = (stream: TurnBatch) => {
  const pieces: string[] = [];
  stream.on('data', (piece: Buffer) => pieces.push(piece.toString()));
  return pieces;
};
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnBatch', () => {
  it('sends what was written in one turn as one piece, and each later turn on its own', async () => {
    const stream = new TurnBatch();
    const pieces = collect(stream);
    stream.write('<html>');
    stream.write(new TextEncoder().encode('<head>'));
    stream.write('<body>');
    expect(pieces).toEqual([]);
    await nextTurn();
    await nextTurn();
    expect(pieces).toEqual(['<html><head><body>']);
    stream.write('<script>later</script>');
    await nextTurn();
    await nextTurn();
    expect(pieces).toEqual(['<html><head><body>', '<script>later</script>']);
  });

  it('sends what is left when it ends, and nothing after', async () => {
    const stream = new TurnBatch();
    const pieces = collect(stream);
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write('a');
    stream.end('b');
    await ended;
    await nextTurn();
    expect(pieces).toEqual(['ab']);
  });

  it('takes a second end() (React ends its destination again when it closes) without an error', async () => {
    const stream = new TurnBatch();
    const pieces = collect(stream);
    const closed = new Promise((resolve) => stream.on('close', resolve));
    const errors: unknown[] = [];
    stream.on('error', (error) => errors.push(error));
    stream.end('a');
    await closed;
    expect(stream.end()).toBe(stream);
    // With a callback, end() after the finish reports it as Node's streams do.
    const late = await new Promise((resolve) => stream.end(resolve));
    expect(late).toMatchObject({ code: 'ERR_STREAM_ALREADY_FINISHED' });
    await nextTurn();
    expect(pieces).toEqual(['a']);
    expect(errors).toEqual([]);
  });
});
