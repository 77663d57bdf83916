// Node 22.1 and later keep the code they compile from each module on disk and reuse it in
// the next process (`module.enableCompileCache`): the compiler's modules, parser included,
// then load without being compiled again on every run. Older Node versions have no such
// cache, and go on without one.
import module from "node:module";

/** Turns Node's on-disk cache of compiled modules on for this process, where Node has one. */
export function useCompileCache(): void {
  try {
    (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  } catch {
    // A cache folder that cannot be made costs only speed.
  }
}
