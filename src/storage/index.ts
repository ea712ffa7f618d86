export { atomicWriteFile } from "./atomic-write-file";
export { JsonFileStore } from "./json-file-store";
export type { CorruptFileReport, JsonFileStoreOptions, StoreChange } from "./json-file-store";
export { FileLockTimeoutError, withFileLock } from "./with-file-lock";
export type { FileLockOptions } from "./with-file-lock";
