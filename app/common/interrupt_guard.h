// Ctrl-C and TERM for the long subcommands (sweep, train): instead of ending the process mid-way,
// a signal is recorded and the work checks the flag between its parts, so it stops cleanly and a
// file written by an earlier run is left whole.
#pragma once

#include <signal.h>

#include <atomic>

namespace convscope::cli {

// One handler for SIGINT and SIGTERM while alive; the handlers before it come back when it goes.
// The record is process-wide (a signal handler reaches nothing else), so one guard at a time.
class InterruptGuard {
 public:
  InterruptGuard();  // clears what an earlier guard recorded
  ~InterruptGuard();
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;

  // Set by the handler: what a long run is given as its cancel flag. Stays set after the guard.
  static const std::atomic<bool>* flag();
  static bool interrupted() { return flag()->load(); }
  // The signal that came, SIGINT when none was recorded: 128 + it is the exit code a shell
  // reports for a command that the signal ended.
  static int signal();

 private:
  struct sigaction m_int {};
  struct sigaction m_term {};
};

}  // namespace convscope::cli
