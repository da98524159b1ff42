// The slow-motion replay of who ran which block, and when: blocks appear over the SMs in their
// recorded start order (CUDA's recording kernel) or, with no device, as the model spreads them
// over the reference card's SMs (block_schedule.h), so the waves of blocks are visible. Time runs
// at a few seconds for the whole launch, whatever its real duration; a slider scrubs it.
#pragma once

#include <QObject>
#include <vector>

#include "convscope/block_schedule.h"
#include "convscope/cuda/engine.h"
#include "convscope/engines.h"
#include "model/cell_runs.h"
#include "model/frame_clock.h"

namespace convscope::model {

// The schedules the two recorders give: by block id, with times from the first block's start.
BlockSchedule scheduleFromRecord(const BlockRecord& record);
// The per-block texture data the overlay needs for unit colours and the replay.
CellRuns cellRunsFromSchedule(const BlockSchedule& schedule, long long blockCount);

class ReplayController : public QObject {
  Q_OBJECT
 public:
  static constexpr double kReplaySeconds = 8;

  explicit ReplayController(QObject* parent = nullptr);

  // `modelled`: the schedule is the model's (no device ran the kernel), not a recording.
  void setSchedule(BlockSchedule schedule, bool modelled);
  void clear();
  const BlockSchedule& schedule() const { return m_schedule; }
  bool hasSchedule() const { return !m_schedule.runs.empty(); }
  bool modelled() const { return m_modelled; }

  double timeUs() const { return m_timeUs; }
  double durationUs() const { return m_schedule.durationUs(); }
  // Blocks started by now, in replay order: runs[0 .. startedCount()).
  std::size_t startedCount() const { return m_schedule.startedBy(m_timeUs); }
  int runningCount() const;
  // The block ids in the order the replay shows them (the recorded start order).
  std::vector<long long> order() const;

  bool playing() const { return m_clock->running(); }

 public slots:
  void play();
  void pause();
  void togglePlay();
  void setTime(double us);
  void setFraction(double fraction);  // 0..1 of the duration
  // Jumps to the start of the next block in order (one block per press, for stepping by hand).
  void stepBlock();

 signals:
  void timeChanged(double us);
  void playingChanged(bool playing);
  void scheduleChanged();

 private:
  void tick(double seconds);

  BlockSchedule m_schedule;
  bool m_modelled = true;
  double m_timeUs = 0;
  FrameClock* m_clock;
};

}  // namespace convscope::model
