#include "common/interrupt_guard.h"

#include <csignal>

namespace convscope::cli {
namespace {

// Only a lock-free atomic and a sig_atomic_t may be written from a signal handler.
std::atomic<bool> g_interruptFlag{false};
volatile std::sig_atomic_t g_interruptSignal = 0;

void onInterruptSignal(int signal) {
  g_interruptSignal = signal;
  g_interruptFlag.store(true);
}

}  // namespace

InterruptGuard::InterruptGuard() {
  g_interruptSignal = 0;
  g_interruptFlag = false;
  struct sigaction action {};
  action.sa_handler = onInterruptSignal;
  sigemptyset(&action.sa_mask);
  ::sigaction(SIGINT, &action, &m_int);
  ::sigaction(SIGTERM, &action, &m_term);
}

InterruptGuard::~InterruptGuard() {
  ::sigaction(SIGINT, &m_int, nullptr);
  ::sigaction(SIGTERM, &m_term, nullptr);
}

const std::atomic<bool>* InterruptGuard::flag() {
  return &g_interruptFlag;
}

int InterruptGuard::signal() {
  return g_interruptSignal != 0 ? static_cast<int>(g_interruptSignal) : SIGINT;
}

}  // namespace convscope::cli
