#include "model/frame_clock.h"

namespace convscope::model {

FrameClock::FrameClock(QObject* parent) : QObject(parent) {
  m_timer.setTimerType(Qt::PreciseTimer);
  m_timer.setInterval(kIntervalMs);
  connect(&m_timer, &QTimer::timeout, this, [this] {
    const qint64 ns = m_sinceLast.nsecsElapsed();
    m_sinceLast.start();
    emit tick(static_cast<double>(ns) * 1e-9);
  });
}

void FrameClock::start() {
  m_sinceLast.start();
  m_timer.start();
}

void FrameClock::stop() {
  m_timer.stop();
}

}  // namespace convscope::model
