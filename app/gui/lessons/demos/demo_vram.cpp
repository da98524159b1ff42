#include "gui/lessons/demos/demo_vram.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QPainter>
#include <QSlider>
#include <QVBoxLayout>
#include <algorithm>
#include <functional>

#include "gui/widgets/theme.h"
#include "lesson_text/reference_gpus.h"

namespace convscope::lessons {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
// What the CUDA context and the framework's allocator take before any tensor: an assumption
// (about half a gigabyte in PyTorch), labelled as one on screen.
constexpr double kReserveBytes = 0.5 * kGiB;

struct Part {
  double VramUse::*field;
  QColor colour;
  const char* name;  // in VramDemo's translation context
};
const Part kParts[] = {
    {&VramUse::reserve, QColor(0x9C, 0xA3, 0xAF),
     QT_TRANSLATE_NOOP("convscope::lessons::VramDemo", "CUDA and framework")},
    {&VramUse::weights, QColor(0x1D, 0x4E, 0xD8),
     QT_TRANSLATE_NOOP("convscope::lessons::VramDemo", "weights")},
    {&VramUse::gradients, QColor(0x6D, 0x28, 0xD9),
     QT_TRANSLATE_NOOP("convscope::lessons::VramDemo", "gradients")},
    {&VramUse::optimizer, QColor(0xDB, 0x27, 0x77),
     QT_TRANSLATE_NOOP("convscope::lessons::VramDemo", "optimizer state")},
    {&VramUse::activations, QColor(0x04, 0x78, 0x57),
     QT_TRANSLATE_NOOP("convscope::lessons::VramDemo", "activations of the batch")},
};

class Bar : public QWidget {
 public:
  Bar(std::function<std::pair<VramUse, double>()> data, QWidget* parent)
      : QWidget(parent), m_data(std::move(data)) {
    setMinimumHeight(QFontMetrics(gui::uiFont(1.0)).height() * 7);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    const auto [use, capacity] = m_data();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFont font = gui::uiFont(0.95);
    p.setFont(font);
    const QFontMetrics fm(font);
    // The scale holds the larger of the card and the need, so an overflow shows how far over.
    const double scale = std::max(capacity, use.total()) * 1.05;
    const QRectF bar(0, fm.height() + 6, width() - 1, fm.height() * 3);
    double x = 0;
    for (const Part& part : kParts) {
      const double w = use.*part.field / scale * bar.width();
      p.fillRect(QRectF(x, bar.top(), std::max(w, 0.0), bar.height()), part.colour);
      x += w;
    }
    const double cap = capacity / scale * bar.width();
    if (x > cap)  // what does not fit: hatched red past the card's end
      p.fillRect(QRectF(cap, bar.top(), x - cap, bar.height()),
                 QBrush(QColor(0xB0, 0x00, 0x20, 200), Qt::BDiagPattern));
    p.setPen(QPen(gui::colours::kError, 4));
    p.drawLine(QPointF(cap, bar.top() - 6), QPointF(cap, bar.bottom() + 6));
    p.setPen(gui::colours::text());
    const QString capText =
        QCoreApplication::translate("convscope::lessons::VramDemo", "card's VRAM: %1")
            .arg(formatBytes(capacity));
    const double tw = fm.horizontalAdvance(capText);
    p.drawText(QPointF(std::clamp(cap - tw / 2, 0.0, width() - tw), fm.ascent()), capText);
    p.setPen(Qt::NoPen);
    // The legend, wrapped over as many lines as it needs.
    double lx = 0, ly = bar.bottom() + 10;
    for (const Part& part : kParts) {
      const QString label = QStringLiteral("%1 %2").arg(
          QCoreApplication::translate("convscope::lessons::VramDemo", part.name),
          formatBytes(use.*part.field));
      const double w = fm.height() + 6 + fm.horizontalAdvance(label) + 18;
      if (lx > 0 && lx + w > width()) {
        lx = 0;
        ly += fm.height() + 4;
      }
      p.fillRect(QRectF(lx, ly, fm.height() * 0.8, fm.height() * 0.8), part.colour);
      p.setPen(gui::colours::text());
      p.drawText(QPointF(lx + fm.height() + 2, ly + fm.ascent() - 2), label);
      p.setPen(Qt::NoPen);
      lx += w;
    }
  }

 private:
  std::function<std::pair<VramUse, double>()> m_data;
};

}  // namespace

VramUse vramUse(int batch, bool mixedPrecision, int layers, int channels, int side) {
  VramUse u;
  const double params = static_cast<double>(layers) * channels * channels * 9;
  u.weights = params * 4;
  u.gradients = params * 4;
  u.optimizer = params * 8;  // Adam: two FP32 numbers per weight
  const double perImage = static_cast<double>(layers) * channels * side * side;
  u.activations = perImage * batch * (mixedPrecision ? 2 : 4);
  u.reserve = kReserveBytes;
  return u;
}

int largestFittingBatch(bool mixedPrecision, double capacityBytes) {
  int fits = 0;
  for (int step = 1 << 20; step > 0; step /= 2)  // the use grows with the batch: bisect
    if (vramUse(fits + step, mixedPrecision).total() <= capacityBytes) fits += step;
  return fits;
}

AccumulationSplit accumulationSplit(int batch, bool mixedPrecision, double capacityBytes) {
  const int fits = largestFittingBatch(mixedPrecision, capacityBytes);
  if (fits <= 0) return {};
  AccumulationSplit split;
  split.count = (batch + fits - 1) / fits;
  split.size = (batch + split.count - 1) / split.count;  // even batches, none past `fits`
  return split;
}

QString VramDemo::verdictText() const {
  return m_verdict->text();
}

VramDemo::VramDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  layout->addWidget(textLabel(tr("Training a small CNN: 10 layers of 64 filters (3 × 3) on "
                                 "224 × 224 images, with Adam."),
                              1.15, true, this));
  auto* controls = new QHBoxLayout;
  m_card = new QComboBox(this);
  m_card->setFont(gui::uiFont(1.1));
  for (const ReferenceGpu& g : referenceGpus())
    m_card->addItem(
        QStringLiteral("%1 · %2").arg(QString::fromStdString(g.name), formatBytes(g.vramBytes)));
  m_card->setCurrentIndex(1);
  m_mixed = new QCheckBox(tr("mixed precision (FP16)"), this);
  m_mixed->setFont(gui::uiFont(1.1));
  controls->addWidget(m_card);
  controls->addWidget(m_mixed);
  controls->addStretch(1);
  layout->addLayout(controls);
  auto* batchRow = new QHBoxLayout;
  m_batchLabel = textLabel(QString(), 1.1, true, this);
  m_batchLabel->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
  m_batchLabel->setWordWrap(false);
  m_batch = new QSlider(Qt::Horizontal, this);
  m_batch->setRange(1, 1024);
  m_batch->setValue(256);  // past the RTX 4090's memory: the screen opens on the error
  batchRow->addWidget(m_batchLabel);
  batchRow->addWidget(m_batch, 1);
  layout->addLayout(batchRow);
  m_bar = new Bar(
      [this] {
        const ReferenceGpu& g =
            referenceGpus()[static_cast<size_t>(std::max(0, m_card->currentIndex()))];
        return std::make_pair(vramUse(m_batch->value(), m_mixed->isChecked()), g.vramBytes);
      },
      this);
  layout->addWidget(m_bar);
  m_verdict = textLabel(QString(), 1.1, false, this);
  layout->addWidget(m_verdict);
  layout->addStretch(1);
  layout->addWidget(sourceTag(Source::Computed,
                              tr("bytes counted from the layer sizes against the card's published "
                                 "VRAM; the 0.5 GiB for CUDA and the framework is an assumption; "
                                 "no allocation is made"),
                              this));
  connect(m_batch, &QSlider::valueChanged, this, &VramDemo::refresh);
  connect(m_mixed, &QCheckBox::toggled, this, &VramDemo::refresh);
  connect(m_card, &QComboBox::currentIndexChanged, this, &VramDemo::refresh);
  refresh();
}

void VramDemo::setBatch(int batch) {
  m_batch->setValue(batch);
}

void VramDemo::setCard(int index) {
  m_card->setCurrentIndex(index);
}

bool VramDemo::outOfMemory() const {
  const ReferenceGpu& g = referenceGpus()[static_cast<size_t>(std::max(0, m_card->currentIndex()))];
  return vramUse(m_batch->value(), m_mixed->isChecked()).total() > g.vramBytes;
}

void VramDemo::refresh() {
  const ReferenceGpu& g = referenceGpus()[static_cast<size_t>(std::max(0, m_card->currentIndex()))];
  const int batch = m_batch->value();
  m_batchLabel->setText(tr("batch: %1").arg(batch));
  const VramUse use = vramUse(batch, m_mixed->isChecked());
  const double capacity = g.vramBytes;
  if (use.total() > capacity) {
    const AccumulationSplit split = accumulationSplit(batch, m_mixed->isChecked(), capacity);
    m_verdict->setText(
        tr("<span style='color:#B00020'><b>Does not fit.</b></span> PyTorch would stop with:<br>"
           "<code>torch.OutOfMemoryError: CUDA out of memory. Tried to allocate %1. GPU 0 has a "
           "total capacity of %2</code><br>Try a smaller batch, mixed precision, or gradient "
           "accumulation (%3 batches of %4).")
            .arg(formatBytes(use.activations / 10), formatBytes(capacity))
            .arg(split.count)
            .arg(split.size));
  } else {
    // The GPU's green as its words on the window: the catalogue keeps the light palette's value.
    m_verdict->setText(
        tr("<span style='color:#047857'><b>Fits:</b></span> %1 of %2 used.")
            .arg(formatBytes(use.total()), formatBytes(capacity))
            .replace(QStringLiteral("#047857"), gui::colours::onWindow(gui::colours::kGpu).name()));
  }
  m_bar->update();
}

}  // namespace convscope::lessons
