/** A change to apply under the lock: the new data (omit it to write nothing) and a result for the caller. */
export interface StoreChange<T, Result> {
  data?: T;
  result: Result;
}
