/**
 * Her turns recorded from the microphone, only while she speaks: the microphone is opened for each
 * turn and closed after it (once allowed, the browser does not ask again). Nothing leaves the device.
 */

/** The formats to try, best first: WebM/Opus (Chromium, Firefox), MP4/AAC (Safari on iPhones). */
const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4;codecs=mp4a.40.2', 'audio/mp4'];

/** The first format this browser records, or null (none: no recording). */
export function recordingType(isTypeSupported: (type: string) => boolean): string | null {
  return TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** Why the rehearsal goes on without recording. */
export type NoRecording = 'unsupported' | 'denied' | 'no-microphone' | 'failed' | 'storage';

/** The format to record in here, or null where this browser cannot record. */
export function supportedType(): string | null {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return recordingType((t) => MediaRecorder.isTypeSupported(t));
}

/** What a failed `getUserMedia` means for her. */
function problemOf(error: unknown): NoRecording {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-microphone';
  return 'failed';
}

/** Opens the microphone (the browser asks her the first time), or says why it cannot. */
export async function openMicrophone(): Promise<MediaStream | NoRecording> {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    return problemOf(error);
  }
}

/** Closes the microphone (the browser's recording sign goes off). */
export function closeMicrophone(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** One turn being recorded: pause and resume (practice), stop for the recording. */
export interface TurnRecording {
  pause: () => void;
  resume: () => void;
  /** Ends the turn: the recording, or null when nothing was recorded. */
  stop: () => Promise<Blob | null>;
}

/** Opens the microphone and records until `stop`; or says why it cannot. */
export async function recordTurn(type: string): Promise<TurnRecording | NoRecording> {
  const stream = await openMicrophone();
  if (typeof stream === 'string') return stream;
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, { mimeType: type });
  } catch {
    closeMicrophone(stream);
    return 'failed';
  }
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  });
  const stopped = new Promise<Blob | null>((resolve) => {
    recorder.addEventListener('stop', () => {
      closeMicrophone(stream);
      resolve(chunks.length ? new Blob(chunks, { type: recorder.mimeType || type }) : null);
    });
  });
  recorder.start();
  return {
    pause: () => recorder.state === 'recording' && recorder.pause(),
    resume: () => recorder.state === 'paused' && recorder.resume(),
    stop: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      return stopped;
    },
  };
}

/** The mono samples of a recording, decoded by the browser (for the fluency figures). */
export async function decodeRecording(blob: Blob): Promise<{ samples: Float32Array; sampleRate: number }> {
  const context = new OfflineAudioContext(1, 1, 48_000);
  const audio = await context.decodeAudioData(await blob.arrayBuffer());
  return { samples: audio.getChannelData(0), sampleRate: audio.sampleRate };
}
