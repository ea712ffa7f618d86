export { atomicWriteFile } from "./atomic-write-file";
export { describeCorruptFiles, withCorruptFileNote } from "./describe-corrupt-files";
export { JsonFileStore } from "./json-file-store";
export type { CorruptFileReport, JsonFileStoreOptions, StoreChange } from "./json-file-store";
export { dataFilePath, emptyRecordFile, recordFileSchema, sequentialId } from "./record-file";
export type { IdGenerator, RecordFile } from "./record-file";
export { toStorageError } from "./to-storage-error";
export { FileLockTimeoutError, withFileLock } from "./with-file-lock";
export type { FileLockOptions } from "./with-file-lock";
