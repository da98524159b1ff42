#include "model/step_player.h"

#include <algorithm>
#include <cmath>

namespace convscope::model {

StepPlayer::StepPlayer(QObject* parent) : QObject(parent), m_clock(new FrameClock(this)) {
  connect(m_clock, &FrameClock::tick, this, &StepPlayer::tick);
}

StepPlayer::~StepPlayer() = default;

void StepPlayer::setProblem(const ConvProblem* problem) {
  pause();
  m_stepper = problem ? std::make_unique<Stepper>(*problem) : nullptr;
  emit positionChanged(position());
}

void StepPlayer::seek(long long index) {
  if (!m_stepper) return;
  const long long before = m_stepper->position();
  m_stepper->seek(index);
  if (m_stepper->position() != before) emit positionChanged(m_stepper->position());
}

void StepPlayer::finishNow() {
  pause();
  toEnd();
}

void StepPlayer::play() {
  if (!m_stepper || playing()) return;
  if (m_stepper->atEnd()) seek(0);
  m_budget = 0;
  // The first step shows at once: pressing Play must visibly do something.
  forward();
  m_clock->start();
  emit playingChanged(true);
}

void StepPlayer::pause() {
  if (!playing()) return;
  m_clock->stop();
  emit playingChanged(false);
}

void StepPlayer::togglePlay() {
  playing() ? pause() : play();
}

void StepPlayer::setSpeed(double stepsPerSecond) {
  const double speed = std::clamp(stepsPerSecond, kMinSpeed, kMaxSpeed);
  if (speed == m_speed) return;
  m_speed = speed;
  emit speedChanged(speed);
}

void StepPlayer::tick(double seconds) {
  if (!m_stepper) return pause();
  m_budget += seconds * m_speed;
  auto steps = static_cast<long long>(std::floor(m_budget));
  // Up to one step per tick the eye wants exactly one per frame: a late tick (timer jitter)
  // carries its extra step into the next ticks instead of jumping two cells in one frame. The
  // carry is bounded, so after a long stall the animation resumes rather than races.
  if (m_speed * FrameClock::kIntervalMs <= 1000.0) {
    steps = std::min(steps, 1LL);
    m_budget = std::min(m_budget, 2.0);
  }
  if (steps > 0) {
    m_budget -= static_cast<double>(steps);
    seek(position() + steps);
  }
  if (m_stepper->atEnd()) pause();
}

}  // namespace convscope::model
