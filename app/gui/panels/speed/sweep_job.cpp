#include "gui/panels/speed/sweep_job.h"

#include <QBuffer>
#include <QImage>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include "common/host_phases.h"
#include "speed/sweep_runner.h"

namespace convscope::gui::speed_tab {
namespace {

// Median of three decodes and conversions of a busy RGB image of this side.
HostPhases measureHostPhases(int side) {
  QImage image(side, side, QImage::Format_RGB32);
  for (int y = 0; y < side; ++y) {
    auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
    for (int x = 0; x < side; ++x) {
      const unsigned h = (unsigned(x) * 73856093u) ^ (unsigned(y) * 19349663u);
      line[x] = qRgb(h & 255, (h >> 8) & 255, (h >> 16) & 255);
    }
  }
  QByteArray png;
  QBuffer buffer(&png);
  buffer.open(QIODevice::WriteOnly);
  image.save(&buffer, "PNG", 50);
  const app::HostPhaseTimes times = app::timeHostPhases(png, 3);
  return {times.decodeMs, times.convertMs};
}

}  // namespace

SweepJob::SweepJob(QObject* parent) : QObject(parent) {
  connect(&m_watcher, &QFutureWatcher<SweepOutcome>::finished, this,
          [this] { emit finished(m_watcher.result()); });
}

SweepJob::~SweepJob() {
  cancel();
  m_watcher.waitForFinished();
}

bool SweepJob::isRunning() const {
  return m_watcher.isRunning();
}

void SweepJob::cancel() {
  if (m_cancel) m_cancel->store(true);
}

bool SweepJob::start(const convscope::speed::Config& config, bool hostPhases) {
  if (isRunning()) return false;
  m_cancel = std::make_shared<std::atomic<bool>>(false);
  QPointer<SweepJob> self(this);
  auto cancel = m_cancel;
  m_watcher.setFuture(QtConcurrent::run([config, cancel, self, hostPhases]() {
    auto report = [self](double fraction, const QString& what) {
      // Queued to the job's thread (the GUI's); dropped if the job is gone.
      QMetaObject::invokeMethod(
          self.data(),
          [self, fraction, what] {
            if (self) emit self->progress(fraction, what);
          },
          Qt::QueuedConnection);
    };
    SweepOutcome outcome;
    auto swept = convscope::speed::runSweep(config, report, cancel.get());
    if (!swept) {
      outcome.status = swept.status();
      return outcome;
    }
    outcome.result = std::move(swept).value();
    for (int side : outcome.result.sides()) {
      if (!hostPhases || side > kHostPhaseMaxSide || cancel->load()) break;
      outcome.hostPhases[side] = measureHostPhases(side);
    }
    return outcome;
  }));
  return true;
}

}  // namespace convscope::gui::speed_tab
