// Plays the CPU's walk over the output: one output pixel per step, at 1 to thousands of steps
// per second. A 60 Hz timer advances by as many steps as the speed asks for since the last tick,
// so the frame rate stays the same whatever the speed.
#pragma once

#include <QObject>
#include <memory>

#include "convscope/stepper.h"
#include "model/frame_clock.h"

namespace convscope::model {

class StepPlayer : public QObject {
  Q_OBJECT
 public:
  static constexpr double kMinSpeed = 1;
  static constexpr double kMaxSpeed = 5000;

  explicit StepPlayer(QObject* parent = nullptr);
  ~StepPlayer() override;

  // A new problem starts at step 0 and stops playing. Null clears.
  void setProblem(const ConvProblem* problem);
  bool hasProblem() const { return m_stepper != nullptr; }

  long long position() const { return m_stepper ? m_stepper->position() : 0; }
  long long count() const { return m_stepper ? m_stepper->stepCount() : 0; }
  Step current() const { return m_stepper ? m_stepper->current() : Step{}; }
  long long stepOfPixel(int x, int y) const { return m_stepper ? m_stepper->stepOfPixel(x, y) : 0; }

  bool playing() const { return m_clock->running(); }
  double speed() const { return m_speed; }

 public slots:
  void seek(long long index);
  void forward() { seek(position() + 1); }
  void back() { seek(position() - 1); }
  void toStart() { seek(0); }
  void toEnd() { seek(count() - 1); }
  void finishNow();
  void play();
  void pause();
  void togglePlay();
  void setSpeed(double stepsPerSecond);

 signals:
  void positionChanged(long long position);
  void playingChanged(bool playing);
  void speedChanged(double stepsPerSecond);  // emitted only when it changes

 private:
  void tick(double seconds);

  std::unique_ptr<Stepper> m_stepper;
  FrameClock* m_clock;
  double m_speed = 4;
  double m_budget = 0;  // steps owed by the clock, fractional between ticks
};

}  // namespace convscope::model
