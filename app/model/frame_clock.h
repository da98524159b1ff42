// The beat of an animation that plays: a tick about every frame, with the wall-clock time since
// the last one, so what plays (the CPU's steps, the block replay) advances by time, not by ticks,
// and a late frame makes it jump rather than slow down. One clock for every player.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace convscope::model {

class FrameClock : public QObject {
  Q_OBJECT
 public:
  static constexpr int kIntervalMs = 16;  // one tick a frame at 60 Hz

  explicit FrameClock(QObject* parent = nullptr);

  void start();  // the first tick's seconds count from here
  void stop();
  bool running() const { return m_timer.isActive(); }

 signals:
  void tick(double seconds);  // since the last tick (or the start)

 private:
  QTimer m_timer;
  QElapsedTimer m_sinceLast;
};

}  // namespace convscope::model
