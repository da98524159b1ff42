#include "gui/render/animation_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <initializer_list>

namespace convscope::gui {
namespace {

// The first range offered: 40 steps from the one shown, enough to see the window slide along a
// row and wrap to the next, in a GIF small enough to put on a slide.
constexpr long long kOfferedSteps = 40;

// Parts side by side in one row of the form.
QWidget* row(std::initializer_list<QWidget*> parts) {
  auto* w = new QWidget;
  auto* layout = new QHBoxLayout(w);
  layout->setContentsMargins(0, 0, 0, 0);
  for (QWidget* part : parts) layout->addWidget(part);
  layout->addStretch();
  return w;
}

}  // namespace

AnimationDialog::AnimationDialog(long long stepCount, long long position, bool canReplay,
                                 QWidget* parent)
    : QDialog(parent), m_stepCount(stepCount) {
  setWindowTitle(tr("Export animation"));
  m_steps = new QRadioButton(tr("The sliding window over the CPU's steps"));
  m_replay = new QRadioButton(tr("The replay of the blocks: who ran which block, and when"));
  m_steps->setEnabled(stepCount > 0);
  m_replay->setEnabled(canReplay);
  if (!canReplay)
    m_replay->setToolTip(tr("Run on the GPU first: the replay shows a recorded launch."));
  (canReplay && stepCount <= 0 ? m_replay : m_steps)->setChecked(true);

  const int steps = static_cast<int>(std::clamp<long long>(stepCount, 1, INT_MAX));
  const int shown = static_cast<int>(std::clamp<long long>(position + 1, 1, steps));
  m_first = new QSpinBox;
  m_first->setRange(1, steps);
  m_first->setValue(shown);
  m_last = new QSpinBox;
  m_last->setRange(1, steps);
  m_last->setValue(static_cast<int>(std::min<long long>(shown + kOfferedSteps - 1, steps)));
  m_fromPercent = new QSpinBox;
  m_fromPercent->setRange(0, 99);
  m_fromPercent->setSuffix(QStringLiteral(" %"));
  m_toPercent = new QSpinBox;
  m_toPercent->setRange(1, 100);
  m_toPercent->setValue(100);
  m_toPercent->setSuffix(QStringLiteral(" %"));
  m_frames = new QSpinBox;
  m_frames->setRange(2, static_cast<int>(kMaxAnimationFrames));
  m_frames->setValue(kDefaultReplayFrames);
  m_perBlock = new QCheckBox(tr("one frame per block start"));
  m_fps = new QDoubleSpinBox;
  m_fps->setRange(0.1, 50);
  m_fps->setDecimals(1);
  m_fps->setValue(4);
  m_format = new QComboBox;
  m_format->addItem(tr("Animated GIF (one file)"));
  m_format->addItem(tr("PNG frames (a folder)"));
  m_summary = new QLabel;
  m_summary->setWordWrap(true);
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Export…"));
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* stepRow = row({new QLabel(tr("from step")), m_first, new QLabel(tr("to")), m_last});
  auto* replayRow = row({new QLabel(tr("from")), m_fromPercent, new QLabel(tr("to")), m_toPercent,
                         new QLabel(tr("of the launch"))});
  auto* framesRow = row({m_frames, m_perBlock});
  m_stepWidgets = {stepRow};
  m_replayWidgets = {replayRow, framesRow};

  auto* form = new QFormLayout;
  form->addRow(tr("Animate:"), m_steps);
  form->addRow(QString(), m_replay);
  form->addRow(tr("Steps:"), stepRow);
  form->addRow(tr("Replay:"), replayRow);
  form->addRow(tr("Frames:"), framesRow);
  form->addRow(tr("Speed:"), row({m_fps, new QLabel(tr("frames per second"))}));
  form->addRow(tr("Save as:"), m_format);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(m_summary);
  layout->addWidget(m_buttons);

  for (QRadioButton* b : {m_steps, m_replay})
    connect(b, &QRadioButton::toggled, this, [this] { refresh(); });
  for (QSpinBox* s : {m_first, m_last, m_fromPercent, m_toPercent, m_frames})
    connect(s, &QSpinBox::valueChanged, this, &AnimationDialog::refresh);
  connect(m_perBlock, &QCheckBox::toggled, this, &AnimationDialog::refresh);
  connect(m_fps, &QDoubleSpinBox::valueChanged, this, &AnimationDialog::refresh);
  refresh();
}

Animation AnimationDialog::animation() const {
  Animation a;
  a.kind = m_replay->isChecked() ? AnimationKind::Replay : AnimationKind::Steps;
  a.first = m_first->value();
  a.last = m_last->value();
  a.from = m_fromPercent->value() / 100.0;
  a.to = m_toPercent->value() / 100.0;
  a.frames = m_perBlock->isChecked() ? kFramePerBlock : m_frames->value();
  a.framesPerSecond = m_fps->value();
  return a;
}

bool AnimationDialog::pngFrames() const {
  return m_format->currentIndex() == 1;
}

void AnimationDialog::refresh() {
  const bool replay = m_replay->isChecked();
  for (QWidget* w : m_stepWidgets) w->setEnabled(!replay);
  for (QWidget* w : m_replayWidgets) w->setEnabled(replay);
  m_frames->setEnabled(replay && !m_perBlock->isChecked());
  const Animation a = animation();
  QString problem;
  if (!m_steps->isEnabled() && !m_replay->isEnabled())
    problem = tr("Nothing to animate yet: load an image, and run on the GPU for the replay.");
  else if (!replay && a.last < a.first)
    problem = tr("The first step comes after the last.");
  else if (!replay && a.plannedFrames() > kMaxAnimationFrames)
    problem = tr("%1 steps: at most %2 frames.").arg(a.plannedFrames()).arg(kMaxAnimationFrames);
  else if (replay && a.from >= a.to)
    problem = tr("The replay's start comes after its end.");
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
  if (!problem.isEmpty()) {
    m_summary->setText(problem);
    return;
  }
  if (a.plannedFrames() < 0) {
    m_summary->setText(tr("One frame for each moment a block starts, at %1 frames per second.")
                           .arg(a.framesPerSecond));
    return;
  }
  QString summary = tr("%1 frames, %2 s at %3 frames per second.")
                        .arg(a.plannedFrames())
                        .arg(a.plannedFrames() / a.framesPerSecond, 0, 'f', 1)
                        .arg(a.framesPerSecond);
  if (!m_replay->isEnabled())
    summary += QLatin1Char(' ') + tr("The block replay needs a GPU run first.");
  m_summary->setText(summary);
}

}  // namespace convscope::gui
