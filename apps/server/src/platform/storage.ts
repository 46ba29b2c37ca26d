/**
 * Uploaded files: checked by their content (never by the name or the declared type), size-limited,
 * stored under generated names, and recorded with an owner and a visibility.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type MediaKind = 'image' | 'audio' | 'video';

export interface Sniffed {
  mime: string;
  ext: string;
  kind: MediaKind;
}

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

/** Identify a file from its first bytes. Returns undefined for anything we do not accept. */
export function sniff(head: Buffer): Sniffed | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { mime: 'image/jpeg', ext: 'jpg', kind: 'image' };
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', ext: 'png', kind: 'image' };
  }
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a'))
    return { mime: 'image/gif', ext: 'gif', kind: 'image' };
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { mime: 'image/webp', ext: 'webp', kind: 'image' };
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE')
    return { mime: 'audio/wav', ext: 'wav', kind: 'audio' };
  if (head.length >= 4 && ascii(head, 0, 4) === 'OggS') return { mime: 'audio/ogg', ext: 'ogg', kind: 'audio' };
  if (head.length >= 3 && ascii(head, 0, 3) === 'ID3') return { mime: 'audio/mpeg', ext: 'mp3', kind: 'audio' };
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x06) !== 0)
    return { mime: 'audio/mpeg', ext: 'mp3', kind: 'audio' };
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand === 'M4A ') return { mime: 'audio/mp4', ext: 'm4a', kind: 'audio' };
    return { mime: 'video/mp4', ext: 'mp4', kind: 'video' };
  }
  if (head.length >= 4 && head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])))
    return { mime: 'video/webm', ext: 'webm', kind: 'video' };
  return undefined;
}

export class Storage {
  constructor(private readonly dir: string) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  /** A new random name with the sniffed extension; the user's file name is never used. */
  newName(ext: string): string {
    return `${randomBytes(16).toString('hex')}.${ext}`;
  }

  async write(name: string, data: Buffer): Promise<void> {
    await writeFile(join(this.dir, name), data, { flag: 'wx' });
  }

  async read(name: string): Promise<Buffer> {
    if (!/^[a-f0-9]{32}\.[a-z0-9]{2,4}$/.test(name)) throw new Error('bad upload name');
    return readFile(join(this.dir, name));
  }
}
