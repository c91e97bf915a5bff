import { OggOpusDecoder } from 'ogg-opus-decoder';
import { MAX_AUDIO_SECONDS } from '#shared/conversations.ts';

/** What transcription models take best: 16 kHz, one channel, 16-bit PCM. */
const RATE = 16_000;

/**
 * An Ogg/Opus voice note as a 16 kHz mono WAV, for a provider that refuses Ogg. Opus always
 * decodes at 48 kHz, so every three samples become one (their mean: a plain low-pass that keeps
 * speech). The WAV header is 44 fixed bytes (decision 037).
 */
export async function oggOpusToWav(bytes: Uint8Array): Promise<Uint8Array> {
  const decoder = new OggOpusDecoder();
  await decoder.ready;
  try {
    // Fed in pieces and stopped past the longest note: a file may hide hours behind a short
    // declared length, and each hour is 700 MB of samples.
    const pieces: Float32Array[] = [];
    let total = 0;
    const keep = ({
      channelData,
      samplesDecoded,
    }: {
      channelData: Float32Array[];
      samplesDecoded: number;
    }) => {
      total += samplesDecoded;
      if (total > MAX_SAMPLES) throw new Error('voice note longer than it says');
      if (samplesDecoded > 0) pieces.push(mono(channelData, samplesDecoded));
    };
    for (let at = 0; at < bytes.byteLength; at += PIECE)
      // Typed as returning the samples, but it answers a promise of them (ogg-opus-decoder 1.7).
      keep(await Promise.resolve(decoder.decode(bytes.subarray(at, at + PIECE))));
    keep(await decoder.flush());
    const all = new Float32Array(total);
    let offset = 0;
    for (const piece of pieces) {
      all.set(piece, offset);
      offset += piece.length;
    }
    const samples = Math.floor(total / 3);
    const pcm = new Int16Array(samples);
    for (let i = 0; i < samples; i++) {
      const mean = (all[3 * i]! + all[3 * i + 1]! + all[3 * i + 2]!) / 3;
      pcm[i] = Math.max(-1, Math.min(1, mean)) * 0x7fff;
    }
    return wav(pcm);
  } finally {
    decoder.free();
  }
}

/** Opus decodes at 48 kHz: at most this many samples (the longest note, and some slack). */
const MAX_SAMPLES = (MAX_AUDIO_SECONDS + 30) * 48_000;
const PIECE = 64 * 1024;

function mono(channels: Float32Array[], length: number): Float32Array {
  if (channels.length === 1) return channels[0]!.slice(0, length);
  const out = new Float32Array(length);
  for (const channel of channels)
    for (let i = 0; i < length; i++) out[i]! += channel[i]! / channels.length;
  return out;
}

function wav(pcm: Int16Array): Uint8Array {
  const out = new Uint8Array(44 + pcm.byteLength);
  const view = new DataView(out.buffer);
  const ascii = (at: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + pcm.byteLength, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // the fmt chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // one channel
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE * 2, true); // bytes a second
  view.setUint16(32, 2, true); // bytes a sample
  view.setUint16(34, 16, true); // bits a sample
  ascii(36, 'data');
  view.setUint32(40, pcm.byteLength, true);
  out.set(new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength), 44);
  return out;
}
