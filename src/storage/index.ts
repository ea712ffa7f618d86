export { atomicWriteFile } from "./atomic-write-file";
export type { AtomicWriteOptions } from "./atomic-write-file";
export type { CorruptFileReport } from "./corrupt-file-report";
export { describeCorruptFiles, withCorruptFileNote } from "./describe-corrupt-files";
export { JsonFileStore } from "./json-file-store";
export type { JsonFileStoreOptions, ParsedFile, StoreCallOptions } from "./json-file-store";
export type { StoreChange } from "./store-change";
export { JsonRecordStore } from "./json-record-store";
export type { JsonRecordStoreOptions } from "./json-record-store";
export { PostgresRecordStore, postgresRecordStores } from "./postgres-record-store";
export type { PostgresRecordStoreOptions } from "./postgres-record-store";
export { POSTGRES_RECORDS_SCHEMA } from "./postgres-records-schema";
export { readDataFile } from "./read-data-file";
export { addRecord, dataFilePath, emptyRecordFile, parseRecordFile, recordFileSchema, sequentialId } from "./record-file";
export type { IdGenerator, RecordFile } from "./record-file";
export type {
  AcrossUsersOptions,
  ClaimedRecord,
  RecordCallOptions,
  RecordChange,
  RecordKind,
  RecordStore,
  RecordStoreFactory,
  StoredRecord,
} from "./record-store";
export { StorageError } from "./storage-error";
export type { StorageProblem } from "./storage-error";
export type { StoreOutcome } from "./store-outcome";
export { toStorageError } from "./to-storage-error";
export { userFilePath } from "./user-file-path";
export { FileLockTimeoutError, withFileLock } from "./with-file-lock";
export type { FileLockOptions, HeldLock } from "./with-file-lock";
