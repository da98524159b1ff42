#include "gui/lessons/demos/demo_timeline.h"

#include <QPainter>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/lessons/demos/demo_data_path.h"
#include "gui/widgets/theme.h"
#include "lesson_text/reference_gpus.h"

namespace convscope::lessons {

namespace {

class Strip : public QWidget {
 public:
  Strip(const TimelineDemo* demo, QWidget* parent) : QWidget(parent), m_demo(demo) {
    setMinimumHeight(QFontMetrics(gui::uiFont(1.0)).height() * 14);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    const auto& phases = m_demo->phases();
    if (phases.isEmpty()) return;
    double end = 0, prepared = 0;
    for (const auto& ph : phases) {
      end = std::max(end, ph.start + ph.seconds);
      if (ph.row == 1 && ph.waiting) prepared = ph.start + ph.seconds;
    }
    QPainter p(this);
    const QFont font = gui::uiFont(1.0, true);
    p.setFont(font);
    const QFontMetrics fm(font);
    const double band = height() / 2.0;
    // Above: the whole run. Below: from the end of the CPU's preparation (the copy) on, enlarged,
    // where the copies and the kernel are too short to see at the scale of the decoding.
    drawRows(p, fm, QRectF(0, 0, width(), band - 8), 0, end,
             tx("The whole run: %1", "整次运行：%1").arg(formatSeconds(end)));
    const double from = prepared;  // where the caption says: the copy
    drawRows(p, fm, QRectF(0, band, width(), band - 8), from, end,
             tx("Enlarged: the last %1, from the copy on", "放大：最后 %1，从复制开始")
                 .arg(formatSeconds(end - from)));
  }

  void drawRows(QPainter& p, const QFontMetrics& fm, const QRectF& area, double from, double to,
                const QString& caption) {
    p.setPen(gui::colours::text());
    p.drawText(QPointF(area.left(), area.top() + fm.ascent()), caption);
    const int labelW = fm.horizontalAdvance(QStringLiteral("GPU  ")) + 8;
    const double rowH = std::min((area.height() - fm.height() - 12) / 2.0, fm.height() * 2.6);
    const double w = area.width() - labelW - 4;
    p.save();
    for (int row = 0; row < 2; ++row) {
      const double y = area.top() + fm.height() + 6 + row * (rowH + 6);
      p.setPen(row == 0 ? gui::colours::kCpu : gui::colours::kGpu);
      p.drawText(QRectF(area.left(), y, labelW, rowH), Qt::AlignVCenter,
                 row == 0 ? QStringLiteral("CPU") : QStringLiteral("GPU"));
      p.setClipRect(QRectF(area.left() + labelW, area.top(), w + 1, area.height()));
      for (const auto& ph : m_demo->phases()) {
        if (ph.row != row) continue;
        const double x0 = area.left() + labelW + (ph.start - from) / (to - from) * w;
        const QRectF r(x0, y, std::max(1.0, ph.seconds / (to - from) * w), rowH);
        QColor c = row == 0 ? gui::colours::kCpu : gui::colours::kGpu;
        if (ph.waiting) c = QColor(0xE5, 0xE7, 0xEB);
        p.fillRect(r, c);
        if (ph.source == Source::Model && !ph.waiting)
          p.fillRect(r, QBrush(QColor(255, 255, 255, 110), Qt::BDiagPattern));
        p.setPen(QPen(Qt::white, 2));
        p.drawRect(r);
        p.setPen(ph.waiting ? gui::colours::kMuted : Qt::white);
        const QRectF visible = r.intersected(QRectF(area.left() + labelW, y, w, rowH));
        if (fm.horizontalAdvance(ph.name) + 8 < visible.width())
          p.drawText(visible, Qt::AlignCenter, ph.name);
      }
      p.setClipping(false);
    }
    p.restore();
  }

 private:
  const TimelineDemo* m_demo;
};

}  // namespace

QList<TimelinePhase> timelineFor(const Channel& input, long long outputPixels) {
  const QList<DataStage> stages = dataStages(input, outputPixels);
  const double decode = stages[0].seconds, convert = stages[1].seconds;
  const double upload = stages[2].seconds, kernel = stages[3].seconds, download = stages[4].seconds;
  const double launch = modelLaunchSeconds();
  QList<TimelinePhase> t;
  double now = 0;
  auto add = [&](int row, const QString& name, double seconds, Source source, bool waiting,
                 double& clock) {
    t << TimelinePhase{row, name, clock, seconds, source, waiting};
    clock += seconds;
  };
  add(0, tx("decode", "解码"), decode, Source::MeasuredHere, false, now);
  add(0, tx("convert", "转换"), convert, Source::MeasuredHere, false, now);
  const double prepared = now;
  add(0, tx("copy + launch", "复制 + 启动"), upload + launch, Source::Model, false, now);
  add(0, tx("wait for the GPU", "等待 GPU"), kernel + download, Source::Model, true, now);
  double gpu = 0;
  add(1, tx("waits for data", "等待数据"), prepared, Source::MeasuredHere, true, gpu);
  // The upload as chapter 6 shows it; the launch that follows it is its own (short) bar.
  add(1, tx("upload", "上传"), upload, Source::Model, false, gpu);
  add(1, tx("launch", "启动"), launch, Source::Model, false, gpu);
  add(1, tx("kernel", "核函数"), kernel, Source::Model, false, gpu);
  add(1, tx("download", "下载"), download, Source::Model, false, gpu);
  return t;
}

TimelineDemo::TimelineDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  m_strip = new Strip(this, this);
  layout->addWidget(m_strip, 1);
  m_list = textLabel(QString(), 1.0, false, this);
  layout->addWidget(m_list);
  layout->addWidget(sourceTag(
      Source::MeasuredHere,
      tx("solid: CPU steps timed here on this image", "实心：在本机对这张图计时的 CPU 步骤"),
      this));
  layout->addWidget(modelGpuTag(tx("striped: GPU steps", "条纹：GPU 步骤"), this));
}

void TimelineDemo::setContext(const DemoContext& context) {
  LessonDemo::setContext(context);
  if (!context.input) return;
  const long long outPixels = outputPixels(context);
  m_phases = timelineFor(*context.input, outPixels);
  QString list;
  for (int row = 0; row < 2; ++row) {
    QStringList parts;
    for (const auto& ph : m_phases)
      if (ph.row == row)
        parts << QStringLiteral("%1 <b>%2</b>")
                     .arg(ph.name.toHtmlEscaped(), formatSeconds(ph.seconds));
    list += QStringLiteral("<b style='color:%1'>%2</b>: %3<br>")
                .arg((row == 0 ? gui::colours::kCpu : gui::colours::kGpu).name(),
                     row == 0 ? QStringLiteral("CPU") : QStringLiteral("GPU"),
                     parts.join(QStringLiteral(" · ")));
  }
  m_list->setText(list);
  m_strip->update();
}

}  // namespace convscope::lessons
