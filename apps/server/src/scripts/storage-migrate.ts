import { ConfigError, loadConfig } from '../config';
import { copyFiles } from '../platform/storage/copy-files';
import { createStorage } from '../platform/storage/create-storage';
import { createDiskStorage } from '../platform/storage/disk-storage';

/**
 * `npm run storage:migrate`: copies the files of a disk install (DATA_DIR/files) to the bucket the S3_* settings
 * name, with the environment the app will then start with (STORAGE=s3). Each copy is read back and its SHA-256
 * compared with the file on disk; the disk files stay until the operator removes them. Safe to run again, and
 * while the app still serves from disk: run it once more after stopping the app, so files kept meanwhile come too.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (config.storage.driver !== 's3') {
    console.error('Set STORAGE=s3 and the S3_* settings of the bucket to copy to (README, "Storage").');
    return 2;
  }
  const source = createDiskStorage(config.dataDir);
  const target = createStorage(config);
  console.log(`Copying ${config.dataDir}/files to ${target.location}`);
  const report = await copyFiles(source, target, (key, outcome) => console.log(`${outcome}: ${key}`));
  for (const key of report.skipped) console.warn(`skipped (not a document file): ${key}`);
  for (const { key, reason } of report.failed) console.error(`FAILED: ${key}: ${reason}`);
  console.log(
    `${report.copied.length} copied and verified, ${report.alreadyThere.length} already there (verified), ` +
      `${report.skipped.length} skipped, ${report.failed.length} failed.`,
  );
  return report.failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
