import { Transform, type TransformCallback } from 'node:stream';

/**
 * A pass-through that sends on what was written to it in one turn of the event loop as one
 * piece. React writes a page's shell in pieces of about 2 KB, all in the same turn, and Remix's
 * adapter writes each piece it reads to the gzip stream and flushes it: a flush per piece made
 * gzip the costliest part of a page after React and the document half as large again (ADR 113).
 * What comes later (the loaders' deferred data) still goes out as it comes, one piece per turn.
 */
export class TurnBatch extends Transform {
  private pieces: Buffer[] = [];
  private scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pieces.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.release());
    }
    done();
  }

  /**
   * React ends its destination once more when the destination closes after a finished page: a
   * second end() builds an error with its stack (ERR_STREAM_ALREADY_FINISHED) that nothing reads.
   */
  override end(...args: unknown[]): this {
    if (args.length === 0 && this.writableEnded) return this;
    Transform.prototype.end.apply(this, args as Parameters<Transform['end']>);
    return this;
  }

  override _flush(done: TransformCallback) {
    this.release();
    done();
  }

  private release() {
    this.scheduled = false;
    if (this.pieces.length === 0) return;
    const piece = this.pieces.length === 1 ? this.pieces[0] : Buffer.concat(this.pieces);
    this.pieces = [];
    this.push(piece);
  }
}
