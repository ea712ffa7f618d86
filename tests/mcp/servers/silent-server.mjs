// A "server" that starts and reads its input but never answers anything, not even the handshake.
process.stdin.resume();
setInterval(() => {}, 60_000);
