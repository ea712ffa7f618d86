import type * as OpenTelemetryModule from "@opentelemetry/api";
import { loadOptionalPackage } from "../../core/load-optional-package";

/** `@opentelemetry/api`, as loaded. */
export type OpenTelemetryApi = typeof OpenTelemetryModule;

let loading: Promise<OpenTelemetryApi> | undefined;

/**
 * Loads `@opentelemetry/api` (an optional peer dependency) the first time a turn makes spans, once
 * per process; a `MissingPackageError` says what to install when it is absent.
 */
export function loadOpenTelemetry(): Promise<OpenTelemetryApi> {
  loading ??= loadOptionalPackage({
    name: "@opentelemetry/api",
    neededBy: "OpenTelemetry spans of dialogue turns",
    load: () => import("@opentelemetry/api"),
  });
  // A failed load is tried again next time (the package may be installed meanwhile).
  loading.catch(() => (loading = undefined));
  return loading;
}
