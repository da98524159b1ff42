#include "gui/panels/block_size_control.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include "gui/widgets/theme.h"
#include "lesson_text/glossary.h"

namespace convscope::gui {

namespace {
const Dim2 kPresets[] = {{8, 8}, {16, 16}, {32, 8}, {32, 32}};
constexpr int kCustomIndex = 4;

// The preset showing `block`, or the custom fields.
int presetIndex(Dim2 block) {
  for (int i = 0; i < kCustomIndex; ++i)
    if (kPresets[i] == block) return i;
  return kCustomIndex;
}
}  // namespace

BlockSizeControl::BlockSizeControl(QWidget* parent) : QWidget(parent) {
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(6);
  auto* label = new QLabel(tr("Block size:"), this);
  m_presets = new QComboBox(this);
  for (const Dim2& d : kPresets)
    m_presets->addItem(tr("%1 × %2 (%3 threads)").arg(d.x).arg(d.y).arg(d.x * d.y));
  m_presets->addItem(tr("Custom…"));
  m_presets->setToolTip(
      lessons::glossaryTips(tr("Threads per block. A block holds at most %1 threads; blocks that "
                               "reach past the image edge keep their extra threads idle.")
                                .arg(kMaxThreadsPerBlock),
                            {"block", "thread", "idle"}));
  label->setToolTip(m_presets->toolTip());
  m_x = new QSpinBox(this);
  m_y = new QSpinBox(this);
  for (QSpinBox* s : {m_x, m_y}) {
    s->setRange(1, kMaxThreadsPerBlock);
    s->setKeyboardTracking(false);  // relaunch when the number is complete, not per digit
    s->setVisible(false);
  }
  m_x->setToolTip(tr("blockDim.x"));
  m_y->setToolTip(tr("blockDim.y"));
  m_x->setValue(16);
  m_y->setValue(16);
  m_error = new QLabel(this);
  m_error->setStyleSheet(QStringLiteral("color: %1;").arg(colours::kError.name()));
  m_error->setWordWrap(true);
  m_error->setVisible(false);
  m_cross = new QLabel(QStringLiteral("×"), this);
  m_cross->setVisible(false);
  layout->addWidget(label);
  layout->addWidget(m_presets);
  layout->addWidget(m_x);
  layout->addWidget(m_cross);
  layout->addWidget(m_y);
  layout->addWidget(m_error, 1);
  layout->addStretch();
  m_presets->setCurrentIndex(presetIndex(m_block));
  connect(m_presets, &QComboBox::currentIndexChanged, this, &BlockSizeControl::onPreset);
  connect(m_x, &QSpinBox::valueChanged, this, &BlockSizeControl::onCustom);
  connect(m_y, &QSpinBox::valueChanged, this, &BlockSizeControl::onCustom);
}

Status BlockSizeControl::status() const {
  return m_error->isHidden()
             ? Status::ok()
             : Status::error(StatusCode::InvalidArgument, m_error->text().toStdString());
}

Status BlockSizeControl::setBlock(Dim2 block) {
  if (Status valid = checkBlock(block); !valid) return valid;
  const int index = presetIndex(block);
  {
    const QSignalBlocker b1(m_x), b2(m_y), b3(m_presets);
    m_x->setValue(block.x);
    m_y->setValue(block.y);
    m_presets->setCurrentIndex(index);
  }
  onPreset(index);
  return Status::ok();
}

void BlockSizeControl::onPreset(int index) {
  const bool custom = index == kCustomIndex;
  m_cross->setVisible(custom);
  m_x->setVisible(custom);
  m_y->setVisible(custom);
  if (custom) {
    onCustom();
    return;
  }
  m_error->setVisible(false);
  const Dim2 block = kPresets[index];
  {
    const QSignalBlocker b1(m_x), b2(m_y);
    m_x->setValue(block.x);
    m_y->setValue(block.y);
  }
  if (block == m_block) return;
  m_block = block;
  emit blockChanged(m_block);
}

void BlockSizeControl::onCustom() {
  const Dim2 block{m_x->value(), m_y->value()};
  const Status valid = checkBlock(block);
  // An invalid block never reaches the GPU: the last valid one stays and the reason shows.
  m_error->setText(QString::fromStdString(valid.message));
  m_error->setVisible(!valid);
  if (!valid || block == m_block) return;
  m_block = block;
  emit blockChanged(m_block);
}

}  // namespace convscope::gui
