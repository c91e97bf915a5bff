// The worker side of pool.ts: each export is a task the pool runs by name.
import type { FollowUpInput, ReplyInput } from './ai/engine.ts';
import type { CheckedReplies } from './ai/offline-engine.ts';
import { replyProblems } from './ai/reply-quality.ts';
import { writeCampaignTexts as writeTexts } from './ai/offline/campaign-writer.ts';
import { writeOfflineFollowUp } from './ai/offline/follow-up-writer.ts';
import { writeOfflineReplies } from './ai/offline/reply-writer.ts';
import { audioSeconds as readAudioSeconds } from './conversations/audio/audio-file.ts';
import { oggOpusToWav } from './conversations/audio/to-wav.ts';
import {
  readShare as read,
  ShareReadError,
  type ShareInput,
  type ShareTaskResult,
} from './conversations/read/share.ts';

export async function readShare(task: {
  input: ShareInput;
  timeZone: string;
  now: number;
}): Promise<ShareTaskResult> {
  try {
    return { read: await read(task.input, { timeZone: task.timeZone, now: new Date(task.now) }) };
  } catch (error) {
    if (error instanceof ShareReadError) return { error: error.code };
    throw error;
  }
}

/** The offline replies and what the runtime check finds in them, both off the main thread. */
export function writeReplies(task: { input: ReplyInput; now: number }): CheckedReplies {
  const replies = writeOfflineReplies(task.input, new Date(task.now));
  const problems = replies.flatMap((text, i) =>
    replyProblems(text, task.input).map((problem) => `reply ${i + 1}: ${problem}`),
  );
  return { replies, problems };
}

export const writeFollowUp = (task: { input: FollowUpInput; now: number }): string =>
  writeOfflineFollowUp(task.input, new Date(task.now));

export const audioSeconds = (task: { bytes: Uint8Array; type?: string }) =>
  readAudioSeconds(task.bytes, task.type);

export const audioToWav = (task: { bytes: Uint8Array }) => oggOpusToWav(task.bytes);

export const writeCampaignTexts = (task: { inputs: Parameters<typeof writeTexts>[0] }) =>
  writeTexts(task.inputs);
