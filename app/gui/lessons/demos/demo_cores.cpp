#include "gui/lessons/demos/demo_cores.h"

#include <QGridLayout>
#include <QPainter>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "common/device_facts.h"
#include "convscope/cpu_info.h"
#include "gui/widgets/theme.h"
#include "lesson_text/reference_gpus.h"

namespace convscope::lessons {

namespace {

// One chip as boxes: each group (core or SM) a box, each lane a dot in it, all groups at the
// same scale, so 32 CPU lanes and 16,384 GPU cores read as what they are.
class ChipDrawing : public QWidget {
 public:
  ChipDrawing(const ChipPicture& chip, bool cpu, QWidget* parent)
      : QWidget(parent), m_chip(chip), m_cpu(cpu) {
    setMinimumSize(120, 70);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    QPainter p(this);
    const QColor colour = m_cpu ? gui::colours::kCpu : gui::colours::kGpu;
    const int groups = std::max(1, m_chip.groups);
    // Columns of groups that fill the widget best.
    int bestCols = 1;
    double bestSide = 0;
    for (int cols = 1; cols <= groups; ++cols) {
      const int rows = (groups + cols - 1) / cols;
      const double side =
          std::min(width() / static_cast<double>(cols), height() / static_cast<double>(rows));
      if (side > bestSide) {
        bestSide = side;
        bestCols = cols;
      }
    }
    const double gap = std::max(1.0, bestSide * 0.08);
    const int lanes = std::max(1, m_chip.lanesPerGroup);
    const int laneCols = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(lanes))));
    const int laneRows = (lanes + laneCols - 1) / laneCols;
    for (int g = 0; g < groups; ++g) {
      const QRectF box((g % bestCols) * bestSide, (g / bestCols) * bestSide, bestSide - gap,
                       bestSide - gap);
      p.setPen(QPen(colour, bestSide > 30 ? 2 : 1));
      p.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 30));
      p.drawRect(box);
      const double cell = (box.width() - 2) / std::max(laneCols, laneRows);
      if (cell < 1.2) {  // too small for dots: a filled box says "full of cores"
        p.fillRect(box.adjusted(1, 1, -1, -1),
                   QColor(colour.red(), colour.green(), colour.blue(), 150));
        continue;
      }
      // Every dot the same whole-pixel size on whole-pixel corners: at fractional ones, unblended,
      // neighbouring dots came out a pixel larger or smaller than each other (a ragged grid).
      const int size = std::max(1, static_cast<int>(cell * 0.7));
      for (int l = 0; l < lanes; ++l) {
        const int x =
            static_cast<int>(std::lround(box.x() + 1 + (l % laneCols) * cell + cell * 0.15));
        const int y =
            static_cast<int>(std::lround(box.y() + 1 + (l / laneCols) * cell + cell * 0.15));
        p.fillRect(QRect(x, y, size, size), colour);
      }
    }
  }

 private:
  ChipPicture m_chip;
  bool m_cpu;
};

}  // namespace

CoresDemo::CoresDemo(QWidget* parent) : LessonDemo(parent) {
  const CpuInfo cpu = cpuInfo();
  ChipPicture c;
  c.name =
      tr("This computer's CPU") +
      (cpu.model.empty() ? QString() : QStringLiteral(": ") + QString::fromStdString(cpu.model));
  c.groups = cpu.logicalCores;
  c.lanesPerGroup = cpu.simdFloatLanes;
  // The words of `convscope info`, which the tag below points to.
  c.line = tr("%1 logical cores × %2 float lanes (%3) = <b>%4 lanes</b>")
               .arg(c.groups)
               .arg(c.lanesPerGroup)
               .arg(QString::fromStdString(cpu.simd))
               .arg(formatCount(c.lanes()));
  c.source = Source::MeasuredHere;
  m_chips << c;

  const auto& device = app::deviceFacts();
  if (device && device->coresPerSm > 0) {
    ChipPicture g;
    g.name = tr("This computer's GPU: %1").arg(QString::fromStdString(device->name));
    g.groups = device->smCount;
    g.lanesPerGroup = device->coresPerSm;
    g.source = Source::MeasuredHere;
    m_chips << g;
  } else {
    for (size_t i = 0; i < kChapterGpuCount; ++i) {
      const ReferenceGpu& r = referenceGpus()[i];
      ChipPicture g;
      g.name = QStringLiteral("%1 (%2)").arg(QString::fromStdString(r.name)).arg(r.year);
      g.groups = r.smCount;
      g.lanesPerGroup = r.fp32CoresPerSm;
      g.source = Source::Published;
      m_chips << g;
    }
  }
  for (int i = 1; i < m_chips.size(); ++i) {
    ChipPicture& g = m_chips[i];
    g.line = tr("%1 SMs × %2 cores = <b>%3 CUDA cores</b>")
                 .arg(g.groups)
                 .arg(g.lanesPerGroup)
                 .arg(formatCount(g.lanes()));
  }

  auto* layout = new QGridLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setHorizontalSpacing(18);
  layout->setVerticalSpacing(6);
  // The CPU on the left, full height; the GPUs stacked on the right.
  auto* cpuColumn = new QVBoxLayout;
  cpuColumn->addWidget(textLabel(QStringLiteral("<b>%1</b>").arg(m_chips[0].name.toHtmlEscaped()),
                                 1.1, false, this));
  cpuColumn->addWidget(textLabel(m_chips[0].line, 1.1, false, this));
  cpuColumn->addWidget(
      sourceTag(Source::MeasuredHere, tr("as the command convscope info prints it"), this));
  cpuColumn->addWidget(
      textLabel(tr("Each box is one core, each square one lane."), 1.05, false, this));
  cpuColumn->addWidget(new ChipDrawing(m_chips[0], true, this), 1);
  cpuColumn->addWidget(textLabel(tr("<b>Good at:</b> one task fast; decisions and branches; "
                                    "different work on every core."),
                                 1.05, false, this));
  layout->addLayout(cpuColumn, 0, 0);
  auto* gpuColumn = new QVBoxLayout;
  gpuColumn->addWidget(textLabel(tr("Each box is one SM, each dot one core."), 1.05, false, this));
  for (int i = 1; i < m_chips.size(); ++i) {
    gpuColumn->addWidget(textLabel(
        QStringLiteral("<b>%1</b> · %2").arg(m_chips[i].name.toHtmlEscaped(), m_chips[i].line), 1.0,
        false, this));
    gpuColumn->addWidget(new ChipDrawing(m_chips[i], false, this), 1);
  }
  gpuColumn->addWidget(
      sourceTag(m_chips.size() > 1 ? m_chips[1].source : Source::Published,
                m_chips[1].source == Source::Published
                    ? tr("no NVIDIA GPU in this computer: NVIDIA's figures for these cards")
                    : tr("CUDA device facts of this computer"),
                this));
  gpuColumn->addWidget(textLabel(tr("<b>Good at:</b> the same small computation on millions of "
                                    "values at once."),
                                 1.05, false, this));
  layout->addLayout(gpuColumn, 0, 1);
  layout->setColumnStretch(0, 1);
  layout->setColumnStretch(1, 2);
}

}  // namespace convscope::lessons
