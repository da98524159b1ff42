#include "gui/state/cpu_runner.h"

#include <QMetaObject>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <chrono>

#include "common/quick_timing.h"
#include "convscope/engines.h"
#include "convscope/problem.h"
#include "gui/state/value_mapping.h"

#include "gui/state/background_priority.h"

namespace convscope::gui {

ParallelOptions displayTiling(int outWidth, int outHeight) {
  ParallelOptions options;
  // The engine's own tiling (whole rows) when it gives enough bands to see the threads share.
  if ((outHeight + options.tileHeight - 1) / options.tileHeight >= 8) return options;
  // Four tiles across and four down, in whole multiples of 4 pixels.
  options.tileWidth = std::max(4, (outWidth / 4 + 3) / 4 * 4);
  options.tileHeight = std::max(4, (outHeight / 4 + 3) / 4 * 4);
  return options;
}

struct CpuRunner::Job {
  std::atomic<bool> cancel{false};
  std::shared_ptr<const Channel> input;
  Kernel kernel;
  ConvParams params;
};

CpuRunner::CpuRunner(QObject* parent) : QObject(parent) {}

CpuRunner::~CpuRunner() {
  if (m_job) m_job->cancel = true;
  for (auto& f : m_futures) f.waitForFinished();
}

void CpuRunner::cancel() {
  if (m_job) m_job->cancel = true;
}

void CpuRunner::start(std::shared_ptr<const Channel> input, const Kernel& kernel,
                      const ConvParams& params) {
  if (m_job) m_job->cancel = true;
  m_futures.erase(std::remove_if(m_futures.begin(), m_futures.end(),
                                 [](const QFuture<void>& f) { return f.isFinished(); }),
                  m_futures.end());
  auto job = std::make_shared<Job>();
  job->input = std::move(input);
  job->kernel = kernel;
  job->params = params;
  m_job = job;
  m_busy = true;
  QPointer<CpuRunner> self(this);
  // Every message back is queued onto the GUI thread and dropped there if a newer job started.
  auto post = [self, job](auto fn) {
    QMetaObject::invokeMethod(
        self.data(),
        [self, job, fn] {
          if (self && self->m_job == job) fn(self.data());
        },
        Qt::QueuedConnection);
  };
  m_futures.append(QtConcurrent::run(backgroundPool(), [job, post] {
    useBackgroundPriority();
    auto problem = makeProblem(*job->input, job->kernel, job->params);
    if (!problem) {
      const QString message = QString::fromStdString(problem.status().message);
      post([message](CpuRunner* r) {
        r->m_busy = false;
        emit r->failed(message);
        emit r->finished();
      });
      return;
    }
    for (CpuEngine engine : {CpuEngine::Parallel, CpuEngine::Reference}) {
      auto lastReport = std::chrono::steady_clock::now();
      RunControl control;
      control.cancel = &job->cancel;
      control.progress = [&](double fraction) {
        const auto now = std::chrono::steady_clock::now();
        if (now - lastReport < std::chrono::milliseconds(50)) return;
        lastReport = now;
        post([engine, fraction](CpuRunner* r) { emit r->progress(engine, fraction); });
      };
      auto tiles = std::make_shared<TileRecord>();
      Result<Channel> out = engine == CpuEngine::Parallel
                                ? convolveParallel(*problem,
                                                   displayTiling(problem->geometry.outWidth,
                                                                 problem->geometry.outHeight),
                                                   tiles.get(), &control)
                                : convolveReference(*problem, &control);
      // That run is the warm-up (and makes the picture); the panel shows the fastest of a few
      // warm runs into one reused buffer. They are cancellable, but report no progress: the bar
      // showed the first.
      double ms = 0;
      if (out) {
        RunControl quiet;
        quiet.cancel = &job->cancel;
        Result<double> timed = app::fastestOfQuickRuns(*problem, [&](Channel& reused) {
          return engine == CpuEngine::Parallel
                     ? convolveParallel(*problem, reused, {}, nullptr, &quiet)
                     : convolveReference(*problem, reused, &quiet);
        });
        if (timed)
          ms = *timed;
        else
          out = timed.status();
      }
      if (!out) {
        const bool wasCancelled = out.status().code == StatusCode::Cancelled;
        const QString message = QString::fromStdString(out.status().message);
        post([wasCancelled, message](CpuRunner* r) {
          r->m_busy = false;
          if (wasCancelled)
            emit r->cancelled();
          else
            emit r->failed(message);
          emit r->finished();
        });
        return;
      }
      if (engine == CpuEngine::Parallel) {
        auto shared = std::make_shared<const Channel>(std::move(out).value());
        const ValueMapping mapping = mappingFor(*shared, job->kernel);
        std::shared_ptr<const TileRecord> record = tiles;
        post([shared, mapping, record](CpuRunner* r) {
          emit r->outputReady(shared, mapping);
          emit r->tilesReady(record);
        });
      }
      post([engine, ms](CpuRunner* r) { emit r->engineFinished(engine, ms); });
    }
    post([](CpuRunner* r) {
      r->m_busy = false;
      emit r->finished();
    });
  }));
}

}  // namespace convscope::gui
