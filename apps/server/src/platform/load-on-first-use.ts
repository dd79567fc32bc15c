/**
 * A module imported the first time it is needed, then kept: for libraries only some requests or settings use
 * (passkeys, S3 storage, PostgreSQL, SMTP, certificate generation), so an idle server does not hold them in memory
 * (bench/README.md, idle-memory.ts). A failed import is tried again at the next call.
 */
export function loadOnFirstUse<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
