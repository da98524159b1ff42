#include "model/replay_controller.h"

#include <algorithm>

namespace convscope::model {

BlockSchedule scheduleFromRecord(const BlockRecord& record) {
  return makeBlockSchedule(record.unitCount, record.unitOfBlock, record.startNs, record.endNs);
}

CellRuns cellRunsFromSchedule(const BlockSchedule& schedule, long long blockCount) {
  CellRuns runs;
  if (blockCount <= 0) return runs;
  runs.unit.assign(static_cast<size_t>(blockCount), -1);
  runs.startUs.assign(static_cast<size_t>(blockCount), 0.0f);
  runs.endUs.assign(static_cast<size_t>(blockCount), 0.0f);
  for (const BlockRun& r : schedule.runs) {
    if (r.blockId < 0 || r.blockId >= blockCount) continue;
    runs.unit[static_cast<size_t>(r.blockId)] = r.unit;
    runs.startUs[static_cast<size_t>(r.blockId)] = static_cast<float>(r.startUs);
    runs.endUs[static_cast<size_t>(r.blockId)] = static_cast<float>(r.endUs);
  }
  return runs;
}

ReplayController::ReplayController(QObject* parent)
    : QObject(parent), m_clock(new FrameClock(this)) {
  connect(m_clock, &FrameClock::tick, this, &ReplayController::tick);
}

void ReplayController::setSchedule(BlockSchedule schedule, bool modelled) {
  pause();
  m_schedule = std::move(schedule);
  m_modelled = modelled;
  // A new run shows its finished state: the replay starts from zero when asked to play.
  m_timeUs = durationUs();
  emit scheduleChanged();
  emit timeChanged(m_timeUs);
}

void ReplayController::clear() {
  setSchedule({}, m_modelled);
}

int ReplayController::runningCount() const {
  int n = 0;
  for (size_t i = 0; i < startedCount(); ++i)
    if (m_schedule.runs[i].endUs > m_timeUs) ++n;
  return n;
}

std::vector<long long> ReplayController::order() const {
  std::vector<long long> ids;
  ids.reserve(m_schedule.runs.size());
  for (const BlockRun& r : m_schedule.runs) ids.push_back(r.blockId);
  return ids;
}

void ReplayController::play() {
  if (!hasSchedule() || playing()) return;
  if (m_timeUs >= durationUs()) setTime(0);
  m_clock->start();
  emit playingChanged(true);
}

void ReplayController::pause() {
  if (!playing()) return;
  m_clock->stop();
  emit playingChanged(false);
}

void ReplayController::togglePlay() {
  playing() ? pause() : play();
}

void ReplayController::setTime(double us) {
  const double t = std::clamp(us, 0.0, std::max(0.0, durationUs()));
  if (t == m_timeUs) return;
  m_timeUs = t;
  emit timeChanged(m_timeUs);
}

void ReplayController::setFraction(double fraction) {
  setTime(std::clamp(fraction, 0.0, 1.0) * durationUs());
}

void ReplayController::stepBlock() {
  pause();
  const size_t next = startedCount();
  if (next < m_schedule.runs.size()) setTime(m_schedule.runs[next].startUs);
}

void ReplayController::tick(double seconds) {
  // Advance by wall-clock time, so the replay takes kReplaySeconds even when frames are late.
  const double t = m_timeUs + seconds / kReplaySeconds * durationUs();
  setTime(t);
  if (m_timeUs >= durationUs()) pause();
}

}  // namespace convscope::model
