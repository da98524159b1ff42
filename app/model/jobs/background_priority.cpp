#include "model/jobs/background_priority.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace convscope::model {

namespace {

// A pool of one thread, owned by the application object, so its thread is joined before the
// application goes.
QThreadPool* oneThreadPool(QPointer<QThreadPool>& pool, const QString& name) {
  if (!pool) {
    pool = new QThreadPool(qApp);
    pool->setObjectName(name);
    pool->setMaxThreadCount(1);
  }
  return pool;
}

}  // namespace

QThreadPool* backgroundPool() {
  // One task at a time: the CPU measurements and the GPU emulation each use every core, and
  // run side by side they slowed each other threefold, which the panels then showed as fact.
  static QPointer<QThreadPool> pool;
  return oneThreadPool(pool, QStringLiteral("ConvScope background"));
}

QThreadPool* measurementPool() {
  static QPointer<QThreadPool> pool;
  return oneThreadPool(pool, QStringLiteral("ConvScope measurements"));
}

void useBackgroundPriority() {
#if defined(__linux__)
  // On Linux a nice value belongs to a thread, named by its thread id.
  constexpr int kBackgroundNice = 10;
  const auto thread = static_cast<id_t>(syscall(SYS_gettid));
  if (getpriority(PRIO_PROCESS, thread) < kBackgroundNice)
    setpriority(PRIO_PROCESS, thread, kBackgroundNice);
#endif
}

}  // namespace convscope::model
