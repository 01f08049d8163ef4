// Promises over IndexedDB's requests, and a typed view of one object store inside a transaction. A transaction
// stays active while its work awaits only these requests (their results arrive in the same task).

/** Resolves with the request's result, rejects with its error. */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB request failed'));
    };
  });
}

/** A key or range to look up: a value of the index (or primary key), or an IDBKeyRange. */
export type Query = IDBValidKey | IDBKeyRange;

/** One store of a transaction, its rows typed as `TRow`. */
export class TypedStore<TRow> {
  constructor(private readonly store: IDBObjectStore) {}

  private source(index: string | undefined): IDBObjectStore | IDBIndex {
    return index === undefined ? this.store : this.store.index(index);
  }

  /** The row with this primary key (or, with `index`, the first row with this index value). */
  async get(query: Query, index?: string): Promise<TRow | undefined> {
    return (await requestResult(this.source(index).get(query))) as TRow | undefined;
  }

  /** The rows matching the query, in index then primary-key order; every row without one. */
  async getAll(query?: Query, index?: string, limit?: number): Promise<TRow[]> {
    return (await requestResult(this.source(index).getAll(query, limit))) as TRow[];
  }

  /** The primary keys of the rows matching the query. */
  getAllKeys(query: Query, index?: string): Promise<IDBValidKey[]> {
    return requestResult(this.source(index).getAllKeys(query));
  }

  count(query?: Query, index?: string): Promise<number> {
    return requestResult(this.source(index).count(query));
  }

  async add(row: TRow): Promise<void> {
    await requestResult(this.store.add(row));
  }

  async put(row: TRow): Promise<void> {
    await requestResult(this.store.put(row));
  }

  async delete(key: IDBValidKey): Promise<void> {
    await requestResult(this.store.delete(key));
  }

  /** Deletes the rows matching the query; returns how many. */
  async deleteMatching(query: Query, index?: string): Promise<number> {
    const keys = await this.getAllKeys(query, index);
    await Promise.all(keys.map((key) => this.delete(key)));
    return keys.length;
  }
}
