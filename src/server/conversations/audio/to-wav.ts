import { OggOpusDecoder } from 'ogg-opus-decoder';

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
    const { channelData, samplesDecoded } = await decoder.decodeFile(bytes);
    const samples = Math.floor(samplesDecoded / 3);
    const pcm = new Int16Array(samples);
    for (let i = 0; i < samples; i++) {
      let sum = 0;
      for (const channel of channelData)
        sum += channel[3 * i]! + channel[3 * i + 1]! + channel[3 * i + 2]!;
      const mean = sum / (3 * channelData.length);
      pcm[i] = Math.max(-1, Math.min(1, mean)) * 0x7fff;
    }
    return wav(pcm);
  } finally {
    decoder.free();
  }
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
