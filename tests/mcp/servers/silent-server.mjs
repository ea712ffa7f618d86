// A "server" that starts and reads its input but never answers anything, not even the handshake,
// and does not stop when its input ends. It writes its process id to the file named by argv[2].
import { writeFileSync } from "node:fs";

if (process.argv[2]) writeFileSync(process.argv[2], String(process.pid));
process.stdin.resume();
setInterval(() => {}, 60_000);
