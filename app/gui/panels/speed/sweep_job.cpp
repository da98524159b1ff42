#include "gui/panels/speed/sweep_job.h"

#include <QBuffer>
#include <QImage>

#include "common/host_phases.h"
#include "convscope/channel.h"
#include "speed/sweep_runner.h"

namespace convscope::gui::speed_tab {

using model::JobLane;
using model::JobQueue;
using model::JobTag;

namespace {

// Median of three decodes and conversions of a busy RGB image of this side.
HostPhases measureHostPhases(int side) {
  QImage image(side, side, QImage::Format_RGB32);
  for (int y = 0; y < side; ++y) {
    auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
    for (int x = 0; x < side; ++x) {
      const unsigned h = busyPixelHash(x, y);
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

SweepJob::SweepJob(QObject* parent) : QObject(parent), m_jobs(nullptr, JobLane::Measurements) {}

// The queue's end cancels the sweep and waits for it; what it would still report is dropped.
SweepJob::~SweepJob() = default;

bool SweepJob::isRunning() const {
  return m_jobs.busy(JobTag::Sweep);
}

void SweepJob::cancel() {
  m_jobs.cancel(JobTag::Sweep);
}

bool SweepJob::start(const convscope::speed::Config& config, bool hostPhases) {
  if (isRunning()) return false;
  m_jobs.submit(JobTag::Sweep, [this, config, hostPhases](const JobQueue::Job& job) {
    auto report = [this, &job](double fraction, const QString& what) {
      job.post([this, fraction, what] { emit progress(fraction, what); });
    };
    SweepOutcome outcome;
    auto swept = convscope::speed::runSweep(config, report, job.cancelFlag());
    if (!swept) {
      outcome.status = swept.status();
    } else {
      outcome.result = std::move(swept).value();
      for (int side : outcome.result.sides()) {
        if (!hostPhases || side > kHostPhaseMaxSide || job.cancelled()) break;
        outcome.hostPhases[side] = measureHostPhases(side);
      }
    }
    job.post([this, outcome = std::move(outcome)] { emit finished(outcome); }, true);
  });
  return true;
}

}  // namespace convscope::gui::speed_tab
