import { MissingPackageError } from "./missing-package-error";

/**
 * Reads an error thrown while opening a native module's first object: when it is the
 * `bindings` package's "Could not locate the bindings file" (the install script never built the
 * module, e.g. no compiler and no prebuilt binary), a {@link MissingPackageError} that says how to
 * build it; otherwise undefined.
 */
export function asMissingNativeModule(
  error: unknown,
  { name, neededBy }: { name: string; neededBy: string },
): MissingPackageError | undefined {
  if (!(error instanceof Error && error.message.startsWith("Could not locate the bindings file"))) return undefined;
  const command = `npm rebuild ${name}`;
  return new MissingPackageError(
    name,
    command,
    `${name} (for ${neededBy}) is installed without its native module. Build it with: ${command}`,
    { cause: error },
  );
}
