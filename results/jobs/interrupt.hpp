#pragma once
// Graceful stop of long jobs: the first SIGINT/SIGTERM asks the running job to stop
// after the unit in progress (its committed units stay, the run is marked
// `interrupted`, the lock is released); a second one, a second or more later, stops the
// process at once, which is as safe as kill -9 (the unit in progress is rolled back by
// SQLite). A repeat within the second is the same stop delivered twice (`timeout` and
// schedulers signal the process and its group) and changes nothing.
namespace posetlab {

// Installs the handlers (idempotent). The CLI calls it for job commands.
void install_interrupt_handlers();
// True once a stop was asked for.
bool interrupt_requested();
// For tests: pretend (or forget) that a stop was asked for.
void set_interrupt_requested(bool value);

}  // namespace posetlab
