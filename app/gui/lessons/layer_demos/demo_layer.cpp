#include "gui/lessons/layer_demos/demo_layer.h"

#include <QGridLayout>
#include <QSpinBox>
#include <QVBoxLayout>

#include "gui/panels/layer/layer_schematic.h"
#include "gui/widgets/theme.h"
#include "lesson_text/reference_gpus.h"

namespace convscope::lessons {

LayerCount layerCount(int batch, int filters, int channels, int side) {
  LayerCount c;
  c.outputs = static_cast<long long>(batch) * filters * side * side;
  c.multiplications = c.outputs * channels * 9;
  return c;
}

LayerDemo::LayerDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(12);
  auto* grid = new QGridLayout;
  grid->setHorizontalSpacing(14);
  auto spin = [this](int lo, int hi, int value) {
    auto* s = new QSpinBox(this);
    s->setRange(lo, hi);
    s->setValue(value);
    s->setFont(gui::uiFont(1.3, true));
    s->setMinimumWidth(QFontMetrics(s->font()).horizontalAdvance(QStringLiteral("00000")) + 50);
    connect(s, &QSpinBox::valueChanged, this, &LayerDemo::refresh);
    return s;
  };
  m_batch = spin(1, 1024, 32);
  m_filters = spin(1, 2048, 64);
  m_channels = spin(1, 2048, 3);
  m_side = spin(1, 4096, 224);
  const QString labels[] = {tr("images in the batch"), tr("filters"), tr("input channels"),
                            tr("image side (pixels)")};
  QSpinBox* boxes[] = {m_batch, m_filters, m_channels, m_side};
  for (int i = 0; i < 4; ++i) {
    // Short words that keep their line: the column is as wide as the longest.
    auto* label = textLabel(labels[i], 1.2, false, this);
    label->setWordWrap(false);
    label->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    grid->addWidget(label, i, 0);
    grid->addWidget(boxes[i], i, 1);
  }
  grid->setColumnStretch(2, 1);  // the boxes stay next to their words
  layout->addLayout(grid);
  m_result = textLabel(QString(), 1.35, false, this);
  layout->addWidget(m_result);
  // The layer the numbers describe, drawn as chapter 12 draws it: it takes the room below the
  // words, which a projector's 1920 × 1080 left empty.
  m_schematic = new gui::LayerSchematic(this);
  m_schematic->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  layout->addWidget(m_schematic, 1);
  layout->addWidget(sourceTag(
      Source::Computed,
      tr("outputs = batch × filters × side × side; GPU cores from published specifications"),
      this));
  refresh();
}

LayerCount LayerDemo::count() const {
  return layerCount(m_batch->value(), m_filters->value(), m_channels->value(), m_side->value());
}

QString LayerDemo::countText() const {
  return m_result->text();
}

void LayerDemo::refresh() {
  const LayerCount c = count();
  const long long one = static_cast<long long>(m_side->value()) * m_side->value();
  const ReferenceGpu& gpu = referenceGpus()[1];
  QString text =
      tr("One filter on one image: <b>%1</b> outputs.<br>"
         "This layer: <b style='color:#047857; font-size:x-large'>%2</b> independent outputs, "
         "each a sum of %3 products: <span style='white-space:nowrap'><b>%4</b> "
         "multiplications</span>.<br>"
         "Shared among the %5 CUDA cores of the %6, each core gets <b>%7</b> outputs: every "
         "core stays busy.")
          .arg(formatCount(one), formatCount(c.outputs))
          .arg(m_channels->value() * 9)
          .arg(formatCount(c.multiplications), formatCount(gpu.cudaCores()),
               QString::fromStdString(gpu.name), formatCount(c.outputs / gpu.cudaCores()));
  LayerShape shape;
  shape.batch = m_batch->value();
  shape.channels = m_channels->value();
  shape.filters = m_filters->value();
  shape.height = shape.width = m_side->value();
  m_schematic->setShape(shape);
  // The GPU's green as its words on the window: the catalogue keeps the light palette's value.
  m_result->setText(
      text.replace(QStringLiteral("#047857"), gui::colours::onWindow(gui::colours::kGpu).name()));
}

}  // namespace convscope::lessons
