import type { AppConfig } from '../../config';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

/** The store STORAGE names: the modules receive a FileStorage and never learn which. */
export function createStorage(config: Pick<AppConfig, 'storage' | 'dataDir'>): FileStorage {
  return config.storage.driver === 's3'
    ? createS3Storage(config.storage, config.dataDir)
    : createDiskStorage(config.dataDir);
}
