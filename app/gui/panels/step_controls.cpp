#include "gui/panels/step_controls.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "gui/widgets/number_format.h"
#include "gui/widgets/theme.h"
#include "model/step_player.h"

#include "gui/widgets/steady_label.h"

namespace convscope::gui {

using model::StepPlayer;

namespace {

QPushButton* makeButton(QStyle::StandardPixmap icon, const QString& text, const QString& tip,
                        QWidget* parent) {
  auto* b = new QPushButton(parent->style()->standardIcon(icon), text, parent);
  b->setIconSize(QSize(20, 20));
  b->setToolTip(tip);
  // Tab reaches it; clicking it leaves the focus where it was, so the window's keys (Space,
  // arrows) still drive the steps after a click.
  b->setFocusPolicy(Qt::TabFocus);
  return b;
}

}  // namespace

StepControls::StepControls(StepPlayer* player, QWidget* parent)
    : QWidget(parent), m_player(player) {
  auto* outer = new QVBoxLayout(this);
  outer->setContentsMargins(0, 0, 0, 0);
  outer->setSpacing(6);
  auto* row = new QHBoxLayout;
  row->setSpacing(6);
  // Media symbols alone for the four moves (with tooltips); words for the two main actions.
  auto* start = makeButton(QStyle::SP_MediaSkipBackward, QString(), tr("First step (Home)"), this);
  auto* back = makeButton(QStyle::SP_MediaSeekBackward, QString(), tr("One step back (←)"), this);
  m_play = makeButton(QStyle::SP_MediaPlay, tr("Play"), tr("Play or pause (Space)"), this);
  m_play->setObjectName(QStringLiteral("play"));
  m_play->setMinimumWidth(110);
  auto* forward =
      makeButton(QStyle::SP_MediaSeekForward, QString(), tr("One step forward (→)"), this);
  auto* end = makeButton(QStyle::SP_MediaSkipForward, QString(), tr("Last step (End)"), this);
  for (auto* b : {start, back, forward, end}) {
    b->setAccessibleName(b->toolTip());
    // At least 48 wide, a target easy to hit; never narrower than the icon needs.
    b->setMinimumWidth(std::max(48, b->minimumSizeHint().width()));
  }
  auto* finish = new QPushButton(tr("Finish now"), this);
  finish->setToolTip(tr("Show every remaining output pixel at once"));
  finish->setFocusPolicy(Qt::TabFocus);
  for (auto* b : {start, back, m_play, forward, end, finish}) row->addWidget(b);
  row->addStretch(1);
  outer->addLayout(row);
  auto* speedRow = new QHBoxLayout;
  auto* speedTitle = new QLabel(tr("Speed:"), this);
  m_speed = new QSlider(Qt::Horizontal, this);
  m_speed->setRange(0, 1000);
  m_speed->setFocusPolicy(Qt::TabFocus);
  m_speed->setToolTip(tr("Steps per second, from 1 to 5,000 ([ slower, ] faster)"));
  m_speed->setAccessibleName(tr("Speed in steps per second"));
  m_speed->setMinimumWidth(120);
  m_speedLabel = new QLabel(this);
  m_speedLabel->setFont(monoFont(0.95, true));
  m_speedLabel->setMinimumWidth(
      QFontMetrics(m_speedLabel->font())
          .horizontalAdvance(tr("%1 steps/s").arg(QStringLiteral("5000"))));
  speedRow->addWidget(speedTitle);
  speedRow->addWidget(m_speed, 1);
  speedRow->addWidget(m_speedLabel);
  outer->addLayout(speedRow);
  m_progress = new SteadyLabel(this);
  outer->addWidget(m_progress);

  connect(start, &QPushButton::clicked, player, &StepPlayer::toStart);
  connect(back, &QPushButton::clicked, player, &StepPlayer::back);
  connect(m_play, &QPushButton::clicked, player, &StepPlayer::togglePlay);
  connect(forward, &QPushButton::clicked, player, &StepPlayer::forward);
  connect(end, &QPushButton::clicked, player, &StepPlayer::toEnd);
  connect(finish, &QPushButton::clicked, player, &StepPlayer::finishNow);
  connect(player, &StepPlayer::playingChanged, this, &StepControls::updatePlayButton);
  // The slider writes only a position that does not stand for the player's speed already, so
  // showing a speed set elsewhere (40 from the keys) does not round it to the slider's steps.
  connect(m_speed, &QSlider::valueChanged, this, [this](int v) {
    if (sliderForSpeed(m_player->speed()) != v) m_player->setSpeed(speedForSlider(v));
  });
  // Whoever sets the speed (the slider, the [ ] keys, the session), the slider and label show it;
  // a position that already stands for that speed stays where the hand put it.
  connect(player, &StepPlayer::speedChanged, this, &StepControls::showSpeed);
  showSpeed(player->speed());
}

int StepControls::sliderForSpeed(double s) {
  const double t = std::log(std::max(1.0, s)) / std::log(StepPlayer::kMaxSpeed);
  return static_cast<int>(std::lround(t * 1000));
}

double StepControls::speedForSlider(int position) {
  const double s = std::pow(StepPlayer::kMaxSpeed, position / 1000.0);
  // Round to numbers a teacher can say out loud: 1, 2, 5, 10, 20, 50, 120, ...
  const double magnitude = std::pow(10.0, std::floor(std::log10(s)));
  return std::max(1.0, std::round(s / magnitude * 10) / 10 * magnitude);
}

void StepControls::showSpeed(double stepsPerSecond) {
  if (speedForSlider(m_speed->value()) != stepsPerSecond)
    m_speed->setValue(sliderForSpeed(stepsPerSecond));
  updateSpeedLabel();
}

void StepControls::setProgressSample(const QString& sample) {
  m_progress->setSample(sample);
}

void StepControls::setProgressText(const QString& text) {
  m_progress->setText(text);
}

QString StepControls::progressText() const {
  return m_progress->text();
}

void StepControls::updatePlayButton(bool playing) {
  m_play->setText(playing ? tr("Pause") : tr("Play"));
  m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void StepControls::updateSpeedLabel() {
  m_speedLabel->setText(tr("%1 steps/s").arg(formatNumber(m_player->speed(), 0)));
}

}  // namespace convscope::gui
