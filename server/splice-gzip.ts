import zlib from "node:zlib";

/** A gzip member's fixed header: deflate, no name or time, unknown OS. */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const level = 6;

/** A document compressed once in two deflate runs, so a per-request part can go between them uncompressed-free. */
export type GzipSplice = {
  before: Buffer;
  after: Buffer;
  afterRaw: Uint8Array;
  crcBefore: number;
  lengthBefore: number;
};

/**
 * Compresses `before` and `after` apart: `before` ends on a byte boundary without a final block, `after` is a
 * run of its own that closes the stream. Each run refers only to its own bytes, so runs concatenate into one
 * valid deflate stream (RFC 1951), and the CRC-32 of the whole continues from `before`'s.
 */
export function prepareGzipSplice(before: Uint8Array, after: Uint8Array): GzipSplice {
  return {
    before: zlib.deflateRawSync(before, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    after: zlib.deflateRawSync(after, { level }),
    afterRaw: after,
    crcBefore: zlib.crc32(before),
    lengthBefore: before.length,
  };
}

/** One gzip member (RFC 1952) of `before` + `middle` + `after`, compressing only `middle`. */
export function spliceGzip(splice: GzipSplice, middle: Uint8Array): Uint8Array<ArrayBuffer> {
  const middleRun = zlib.deflateRawSync(middle, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(splice.afterRaw, zlib.crc32(middle, splice.crcBefore)) >>> 0, 0);
  trailer.writeUInt32LE((splice.lengthBefore + middle.length + splice.afterRaw.length) >>> 0, 4);
  return Buffer.concat([
    gzipHeader,
    splice.before,
    middleRun,
    splice.after,
    trailer,
  ]) as Uint8Array<ArrayBuffer>;
}
