import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/**
 * Work on what people send runs here, off the event loop (decision 031): reading a share and
 * writing offline replies and follow-ups. Each task has a time budget and each worker a heap
 * budget; past either, the worker is ended and the caller gets a WorkBudgetError, while the
 * server goes on answering.
 */
export class WorkBudgetError extends Error {
  readonly reason: 'time' | 'memory' | 'busy';
  constructor(reason: 'time' | 'memory' | 'busy') {
    super(`off-thread work over its ${reason} budget`);
    this.reason = reason;
  }
}

/** A worker's heap: a 5 MB chat needs about a fifth of it. */
export const WORKER_HEAP_MB = 256;
/** Tasks waiting beyond the running ones; more is a busy server (503). */
const MAX_QUEUE = 32;

/** Time budgets in ms (a test may lower them to see a budget end a task). */
export const budgets = {
  /** A 20,000-message export is read in about 1 s. */
  readShare: 15_000,
  /** An offline reply or follow-up is written in milliseconds. */
  write: 5_000,
  /**
   * The first task starts a worker that compiles the writer: about 120 ms built, seconds from
   * source on a loaded host (a unit run beside CI went past 5 s).
   */
  warmUp: 30_000,
  /** A five-minute voice note is measured in milliseconds and decoded to WAV in about a second. */
  audio: 30_000,
};

// Built, the tasks sit beside the bundled server (dist/server/tasks.js); from source (tests,
// the CLI) Node runs tasks.ts itself.
const tasksFile = new URL(
  import.meta.url.endsWith('.ts') ? '../tasks.ts' : './tasks.js',
  import.meta.url,
);

let pool: Piscina | null = null;

function thePool(): Piscina {
  pool ??= new Piscina({
    filename: tasksFile.href,
    minThreads: 1,
    maxThreads: Math.max(2, availableParallelism()),
    maxQueue: MAX_QUEUE,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  return pool;
}

/** Runs the task `name` of tasks.ts on `arg` in a worker, within `budgetMs`. */
export async function runOffThread<T>(name: string, arg: unknown, budgetMs: number): Promise<T> {
  try {
    return (await thePool().run(arg, { name, signal: AbortSignal.timeout(budgetMs) })) as T;
  } catch (error) {
    const e = error as { name?: string; code?: string; message?: string };
    if (e.name === 'AbortError') throw new WorkBudgetError('time');
    if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new WorkBudgetError('memory');
    if (e.message === 'Task queue is at limit') throw new WorkBudgetError('busy');
    throw error;
  }
}

/** Ends the workers (shutdown). */
export async function closeWorkers(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
