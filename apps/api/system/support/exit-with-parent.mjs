// Preloaded (--import) into every API process the system tests start, which get an IPC channel to
// the test worker that owns them: when that worker goes away (even killed, with no chance to clean
// up), the channel closes and the API process dies with it instead of living on as an orphan.
process.once("disconnect", () => process.kill(process.pid, "SIGKILL"));
