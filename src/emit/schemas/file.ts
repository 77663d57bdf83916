// The names a schema file imports from the shared schema module, recorded as the code that
// uses them is written (as the dispatcher's `DispatcherFile` does): each place that writes a
// shared name gets it from the file, which notes the import as it hands the name out.
import type * as Shared from "../../runtime/schemas.js";
import { Imports } from "../printer.js";
import { RUNTIME_FOLDER } from "../runtime.js";

/** The shared schema module, seen from a toolset's folder. */
export const SHARED_SCHEMAS = `../${RUNTIME_FOLDER}/schemas.js`;

/** A value the shared module exports, so `tsc` knows every one. */
export type SharedValue = keyof typeof Shared;

/** A type the shared module exports that a schema file names. */
export type SharedType = "JsonObjectSchema" | "GeminiSchema" | "ToolForms" | "ToolSchemas";

/** The imports of one schema file, recorded as its code is written. */
export class SchemaFile {
  /** The import lines' names; filled only through the methods below. */
  readonly imports = new Imports();
  /** A value of the shared module. */
  value(name: SharedValue): string {
    return this.imports.use(SHARED_SCHEMAS, name);
  }
  /** A type of the shared module. */
  type(name: SharedType): string {
    return this.imports.useType(SHARED_SCHEMAS, name);
  }
}
