/**
 * Her recorded turns, kept in this browser's IndexedDB only: never uploaded and not in the backup
 * file (the fluency figures are, with the model-test records). One entry per turn, keyed
 * `<rehearsal>/<turn number>` so that a rehearsal's turns list in order.
 */

const DB = 'b1-oral-recordings';
const STORE = 'turns';

/** One recorded turn. */
export interface StoredTurn {
  /** `<rehearsal>/<step, three digits>`. */
  id: string;
  /** The rehearsal's start (ISO). */
  rehearsal: string;
  test: string;
  /** The step of the rehearsal's script it answers. */
  step: number;
  part: 1 | 2 | 3;
  blob: Blob;
  size: number;
}

export const turnId = (rehearsal: string, step: number) => `${rehearsal}/${String(step).padStart(3, '0')}`;

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

/** Runs `work` in a transaction and resolves with its request's result when the transaction is done. */
async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? request.error ?? new Error('IndexedDB'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB'));
  });
}

/** Keeps a turn; `'full'` when the device has no room, `'failed'` when storage is closed to the site. */
export async function saveTurn(turn: StoredTurn): Promise<'saved' | 'full' | 'failed'> {
  try {
    await run('readwrite', (store) => store.put(turn));
    return 'saved';
  } catch (error) {
    return error instanceof DOMException && error.name === 'QuotaExceededError' ? 'full' : 'failed';
  }
}

/** Every kept turn, in order (rehearsal, then step); none when storage cannot be read. */
export async function listTurns(): Promise<StoredTurn[]> {
  try {
    return await run('readonly', (store) => store.getAll() as IDBRequest<StoredTurn[]>);
  } catch {
    return [];
  }
}

/** Deletes one turn. */
export async function deleteTurn(id: string): Promise<void> {
  await run('readwrite', (store) => store.delete(id)).catch(() => undefined);
}

/** Deletes every kept turn. */
export async function deleteAllTurns(): Promise<void> {
  await run('readwrite', (store) => store.clear()).catch(() => undefined);
}

/** The space the turns take (bytes). */
export const spaceOf = (turns: readonly StoredTurn[]) => turns.reduce((sum, t) => sum + t.size, 0);
