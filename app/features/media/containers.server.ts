/**
 * Structural checks of video containers, and removal of their metadata, without decoding video
 * (no ffmpeg here). A file passes only if its whole structure parses: every box or element fits in
 * the file, the required parts are present, nothing trails. Metadata boxes are overwritten in place
 * with padding of the same size, so every offset in the file stays valid and the video still plays.
 */

export class ContainerError extends Error {}

const ascii = (buf: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...buf.subarray(start, start + length));

// --- MP4 (ISO base media file format) ---

type Box = { type: string; start: number; headerSize: number; end: number };

/** The box header at `offset`: its type, header size and total size (size 0 runs to `end`). */
function readBoxHeader(buf: Buffer, offset: number, end: number): { type: string; size: number; headerSize: number } {
  if (end - offset < 8) throw new ContainerError("truncated box header");
  const declared = buf.readUInt32BE(offset);
  const type = ascii(buf, offset + 4, 4);
  if (declared === 0) return { type, size: end - offset, headerSize: 8 }; // to the end of the enclosing space
  if (declared !== 1) return { type, size: declared, headerSize: 8 };
  if (end - offset < 16) throw new ContainerError("truncated large box header");
  const large = buf.readBigUInt64BE(offset + 8);
  if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new ContainerError("box too large");
  return { type, size: Number(large), headerSize: 16 };
}

function readBoxes(buf: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    const { type, size, headerSize } = readBoxHeader(buf, offset, end);
    if (!/^[\x20-\x7e]{4}$/.test(type)) throw new ContainerError("invalid box type");
    if (size < headerSize || offset + size > end) throw new ContainerError(`box '${type}' does not fit`);
    boxes.push({ type, start: offset, headerSize, end: offset + size });
    offset += size;
  }
  return boxes;
}

const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "dash",
  "M4V ",
  "mmp4",
  "msnv",
  "3gp4",
  "3gp5",
  "3gp6",
  "3g2a",
  "MSNV",
  "av01",
  "hvc1",
  "cmfc",
]);

/** Boxes that hold user data, tags, XMP or location (e.g. Apple's ©xyz inside udta, or meta/keys). */
const MP4_METADATA = new Set(["udta", "meta", "uuid", "XMP_", "Xtra"]);
/** Containers walked to find metadata below them. */
const MP4_CONTAINERS = new Set(["moov", "trak", "mdia", "minf", "stbl", "edts", "moof", "traf", "mvex"]);

function blankBox(buf: Buffer, box: Box) {
  buf.write("free", box.start + 4, "latin1");
  buf.fill(0, box.start + box.headerSize, box.end);
}

/**
 * Checks that `buf` is a complete MP4 (ftyp first with a video brand, a moov, media data) and blanks
 * its metadata boxes in place. Throws ContainerError otherwise.
 */
export function sanitizeMp4(buf: Buffer): void {
  const top = readBoxes(buf, 0, buf.length);
  const ftyp = top[0];
  if (ftyp?.type !== "ftyp") throw new ContainerError("MP4 must start with ftyp");
  if (ftyp.end - ftyp.start < 16) throw new ContainerError("ftyp too short");
  const brands = [ascii(buf, ftyp.start + 8, 4)];
  for (let o = ftyp.start + 16; o + 4 <= ftyp.end; o += 4) brands.push(ascii(buf, o, 4));
  if (!brands.some((b) => MP4_BRANDS.has(b))) throw new ContainerError("not an MP4 video brand");
  const moov = top.filter((b) => b.type === "moov");
  if (moov.length !== 1) throw new ContainerError("MP4 needs exactly one moov");
  if (!top.some((b) => b.type === "mdat" || b.type === "moof")) throw new ContainerError("MP4 without media data");

  const walk = (boxes: Box[], depth: number) => {
    for (const box of boxes) {
      if (MP4_METADATA.has(box.type) || box.type.startsWith("\xa9")) {
        blankBox(buf, box);
      } else if (MP4_CONTAINERS.has(box.type) && depth < 8) {
        walk(readBoxes(buf, box.start + box.headerSize, box.end), depth + 1);
      }
    }
  };
  const moovBox = moov[0] as Box;
  const inMoov = readBoxes(buf, moovBox.start + moovBox.headerSize, moovBox.end);
  if (!inMoov.some((b) => b.type === "trak")) throw new ContainerError("MP4 without tracks");
  walk(inMoov, 1);
  for (const box of top) if (MP4_METADATA.has(box.type)) blankBox(buf, box);
}

// --- WebM (a Matroska profile in EBML) ---

const EBML_HEADER = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;
const TAGS = 0x1254c367;
const VOID = 0xec;

type Element = { id: number; start: number; dataStart: number; end: number; unknownSize: boolean; sizeLength: number };

function readVint(
  buf: Buffer,
  offset: number,
  keepMarker: boolean,
): { value: number; length: number; allOnes: boolean } {
  const first = buf[offset];
  if (first === undefined || first === 0) throw new ContainerError("invalid EBML number");
  const length = Math.clz32(first) - 23; // leading zeros within the byte, plus one
  if (length > 8 || offset + length > buf.length) throw new ContainerError("truncated EBML number");
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[offset + i] as number;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, allOnes };
}

function readElement(buf: Buffer, offset: number, end: number): Element {
  const id = readVint(buf, offset, true);
  if (id.length > 4) throw new ContainerError("invalid EBML id");
  const size = readVint(buf, offset + id.length, false);
  const dataStart = offset + id.length + size.length;
  const unknownSize = size.allOnes;
  const elementEnd = unknownSize ? end : dataStart + size.value;
  if (elementEnd > end) throw new ContainerError("EBML element does not fit");
  return { id: id.value, start: offset, dataStart, end: elementEnd, unknownSize, sizeLength: size.length };
}

/** Overwrites an element with a Void element of exactly the same length (payload zeroed). */
function voidElement(buf: Buffer, el: Element) {
  const total = el.end - el.start;
  const sizeLength = Math.min(8, el.dataStart - el.start - 1); // 1 id byte + this many size bytes <= original header
  const payload = total - 1 - sizeLength;
  buf.fill(0, el.start, el.end);
  buf[el.start] = VOID;
  // EBML size: a marker bit at position `sizeLength`, then the value, big-endian.
  let v = payload;
  for (let i = sizeLength - 1; i >= 0; i--) {
    buf[el.start + 1 + i] = v & 0xff;
    v = Math.floor(v / 256);
  }
  buf[el.start + 1] = (buf[el.start + 1] as number) | (0x80 >> (sizeLength - 1));
}

/** Info's Title (0x7BA9) and DateUTC (0x4461): a clip's name and recording date are not ours to publish. */
const INFO_TITLE = 0x7ba9;
const INFO_DATE_UTC = 0x4461;

function voidInfoMetadata(buf: Buffer, info: Element) {
  for (let o = info.dataStart; o < info.end; ) {
    const child = readElement(buf, o, info.end);
    if (child.unknownSize) throw new ContainerError("WebM Info child of unknown size");
    if (child.id === INFO_TITLE || child.id === INFO_DATE_UTC) voidElement(buf, child);
    o = child.end;
  }
}

function readDocType(buf: Buffer, header: Element): string {
  let docType = "";
  for (let o = header.dataStart; o < header.end; ) {
    const child = readElement(buf, o, header.end);
    if (child.id === DOC_TYPE) docType = ascii(buf, child.dataStart, child.end - child.dataStart).replace(/\0+$/, "");
    o = child.end;
  }
  return docType;
}

/** Voids the Segment's metadata in place; returns the ids of the top-level elements it holds. */
function voidSegmentMetadata(buf: Buffer, segment: Element): Set<number> {
  const seen = new Set<number>();
  for (let o = segment.dataStart; o < segment.end; ) {
    const child = readElement(buf, o, segment.end);
    seen.add(child.id);
    if (child.id === TAGS) voidElement(buf, child);
    if (child.id === INFO && !child.unknownSize) voidInfoMetadata(buf, child);
    // A live recording (MediaRecorder) writes clusters of unknown size: the structure ends here.
    if (child.unknownSize) break;
    o = child.end;
  }
  return seen;
}

/**
 * Checks that `buf` is a WebM file (EBML header with DocType "webm", a Segment with Info, Tracks
 * and at least one Cluster) and voids its Tags, and Info's Title and DateUTC, in place. Throws ContainerError otherwise.
 */
export function sanitizeWebm(buf: Buffer): void {
  const header = readElement(buf, 0, buf.length);
  if (header.id !== EBML_HEADER || header.unknownSize) throw new ContainerError("not an EBML file");
  if (readDocType(buf, header) !== "webm") throw new ContainerError("EBML DocType is not webm");

  const segment = readElement(buf, header.end, buf.length);
  if (segment.id !== SEGMENT) throw new ContainerError("WebM without a Segment");
  const seen = voidSegmentMetadata(buf, segment);
  for (const [id, name] of [
    [INFO, "Info"],
    [TRACKS, "Tracks"],
    [CLUSTER, "Cluster"],
  ] as const) {
    if (!seen.has(id)) throw new ContainerError(`WebM without ${name}`);
  }
  if (!segment.unknownSize && segment.end !== buf.length) throw new ContainerError("data after the WebM segment");
}
