// Zips no phone writes, built byte by byte for the attacks on the share reader (tests and
// bench:abuse): the central directory says what the attacker wants it to say.
import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip of `count` names for one deflated `text`: each with its own copy of the data, or, with
 * `overlap`, all pointing at the same one (a 21 KB file that asks a reader to inflate the same
 * megabytes `count` times).
 */
export function craftedZip(count: number, text: string, { overlap }: { overlap: boolean }) {
  const data = deflateRawSync(Buffer.from(text));
  const fields = (h: Buffer, at: number, nameLength: number) => {
    h.writeUInt16LE(8, at); // deflate
    h.writeUInt32LE(crc32(Buffer.from(text)), at + 6);
    h.writeUInt32LE(data.length, at + 10);
    h.writeUInt32LE(Buffer.byteLength(text), at + 14);
    h.writeUInt16LE(nameLength, at + 18);
  };
  const body: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const name = Buffer.from(`chat-${i}.txt`);
    const at = overlap ? 0 : offset;
    if (!overlap || i === 0) {
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      fields(local, 8, name.length);
      body.push(local, name, data);
      offset += local.length + name.length + data.length;
    }
    const h = Buffer.alloc(46);
    h.writeUInt32LE(0x02014b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(20, 6);
    fields(h, 10, name.length);
    h.writeUInt32LE(at, 42);
    central.push(h, name);
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...body, directory, end]));
}
