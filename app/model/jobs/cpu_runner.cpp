#include "model/jobs/cpu_runner.h"

#include <QMetaObject>
#include <QPointer>
#include <chrono>

#include "common/quick_timing.h"
#include "convscope/engines.h"
#include "convscope/problem.h"
#include "images/value_mapping.h"
#include "model/jobs/job_queue.h"

namespace convscope::model {

CpuRunner::CpuRunner(JobQueue* queue, QObject* parent) : QObject(parent), m_queue(queue) {}

void CpuRunner::cancel() {
  m_queue->cancel(JobTag::CpuRuns);
}

void CpuRunner::start(std::shared_ptr<const Channel> input, const ConvProblem& problem,
                      const Kernel& kernel) {
  m_busy = true;
  QPointer<CpuRunner> self(this);
  m_queue->submit(JobTag::CpuRuns, [self, input, problem, kernel](const JobQueue::Job& job) {
    measure(job, self, problem, kernel);
  });
}

void CpuRunner::measure(const JobQueue::Job& job, QPointer<CpuRunner> self,
                        const ConvProblem& problem, const Kernel& kernel) {
  // Every message back runs on the GUI thread, and only while this is still the newest job;
  // the last one ends the job.
  auto post = [self, &job](auto fn, bool last = false) {
    job.post(
        [self, fn] {
          if (self) fn(self.data());
        },
        last);
  };
  for (app::Engine engine : app::workbenchEngines()) {
    auto lastReport = std::chrono::steady_clock::now();
    RunControl control;
    control.cancel = job.cancelFlag();
    control.progress = [&](double fraction) {
      const auto now = std::chrono::steady_clock::now();
      if (now - lastReport < std::chrono::milliseconds(50)) return;
      lastReport = now;
      post([engine, fraction](CpuRunner* r) { emit r->progress(engine, fraction); });
    };
    auto tiles = std::make_shared<TileRecord>();
    Result<Channel> out =
        app::runEngine(problem, engine, {&control, engine->baseline ? tiles.get() : nullptr});
    // That run is the warm-up (and makes the picture); the panel shows the fastest of a few
    // warm runs into one reused buffer. They are cancellable, but report no progress: the bar
    // showed the first.
    double ms = 0;
    if (out) {
      RunControl quiet;
      quiet.cancel = job.cancelFlag();
      Result<double> timed = app::fastestOfQuickRuns(problem, [&](Channel& reused) {
        return app::runEngine(problem, engine, reused, {&quiet});
      });
      if (timed)
        ms = *timed;
      else
        out = timed.status();
    }
    if (!out) {
      const Status status = out.status();
      post(
          [status](CpuRunner* r) {
            r->m_busy = false;
            if (status.code == StatusCode::Cancelled)
              emit r->cancelled();
            else
              emit r->failed(status);
            emit r->finished();
          },
          true);
      return;
    }
    if (engine->baseline) {
      auto shared = std::make_shared<const Channel>(std::move(out).value());
      const app::ValueMapping mapping = app::mappingFor(*shared, kernel);
      std::shared_ptr<const TileRecord> record = tiles;
      post([shared, mapping, record](CpuRunner* r) {
        emit r->outputReady(shared, mapping);
        emit r->tilesReady(record);
      });
    }
    post([engine, ms](CpuRunner* r) { emit r->engineFinished(engine, ms); });
  }
  post(
      [](CpuRunner* r) {
        r->m_busy = false;
        emit r->finished();
      },
      true);
}

}  // namespace convscope::model
