// The CPU animation's controls: start, back, play/pause, forward, end, finish now, the speed
// (1 to 5,000 steps per second on a logarithmic slider) and the progress line.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QSlider;

namespace convscope::model {
class StepPlayer;
}  // namespace convscope::model

namespace convscope::gui {

using model::StepPlayer;

class SteadyLabel;

class StepControls : public QWidget {
  Q_OBJECT
 public:
  StepControls(StepPlayer* player, QWidget* parent = nullptr);

  void setProgressText(const QString& text);
  // The longest progress text expected: its height is kept whatever the text says.
  void setProgressSample(const QString& sample);
  QString progressText() const;
  // Slider position (0..1000) for a speed, and back: logarithmic, 1 → 0, 5000 → 1000.
  static int sliderForSpeed(double stepsPerSecond);
  static double speedForSlider(int position);

 private:
  void showSpeed(double stepsPerSecond);
  void updatePlayButton(bool playing);
  void updateSpeedLabel();

  StepPlayer* m_player;
  QPushButton* m_play;
  QSlider* m_speed;
  QLabel* m_speedLabel;
  SteadyLabel* m_progress;
};

}  // namespace convscope::gui
