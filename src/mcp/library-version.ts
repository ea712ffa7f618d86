import { version } from "../../package.json";

/** This library's version (package.json's), which MCP peers see in the handshake. */
export const libraryVersion: string = version;
