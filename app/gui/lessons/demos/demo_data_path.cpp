#include "gui/lessons/demos/demo_data_path.h"

#include <QGridLayout>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/widgets/theme.h"
#include "lesson_text/reference_gpus.h"

namespace convscope::lessons {

QList<DataStage> dataStages(const Channel& input, long long outputPixels,
                            const app::HostPhaseTimes& host) {
  const ReferenceGpu& gpu = demoModelGpu();
  const double inBytes = static_cast<double>(input.pixelCount()) * 4;
  const double outBytes = static_cast<double>(outputPixels) * 4;
  QList<DataStage> s;
  s << DataStage{tx("File on disk (PNG)", "磁盘上的文件（PNG）"), host.pngBytes,
                 tx("read and decode", "读取并解码"), host.decodeMs / 1e3, Source::MeasuredHere};
  s << DataStage{tx("Decoded image in RAM (RGBA, 8 bits a channel: 4 bytes a pixel)",
                    "内存中解码后的图像（RGBA，每通道 8 位：每像素 4 字节）"),
                 host.decodedBytes, tx("convert to floats", "转换为浮点数"), host.convertMs / 1e3,
                 Source::MeasuredHere};
  s << DataStage{tx("Float channel in RAM", "内存中的浮点通道"), inBytes,
                 tx("copy over PCIe (pinned; pageable about twice as long)",
                    "经 PCIe 复制（锁页内存；可分页内存约慢一倍）"),
                 modelCopySeconds(gpu, static_cast<long long>(inBytes), true), Source::Model};
  s << DataStage{tx("Input in VRAM", "显存中的输入"), inBytes, tx("kernel", "核函数"),
                 modelKernelSeconds(gpu, outputPixels), Source::Model};
  s << DataStage{tx("Output in VRAM", "显存中的输出"), outBytes,
                 tx("copy back over PCIe (skipped by interop)", "经 PCIe 复制回来（互操作时省去）"),
                 modelCopySeconds(gpu, static_cast<long long>(outBytes), true), Source::Model};
  s << DataStage{tx("Texture on screen", "屏幕上的纹理"), outBytes, QString(), -1,
                 Source::Computed};
  return s;
}

DataPathDemo::DataPathDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  m_size = textLabel(QString(), 1.15, true, this);
  layout->addWidget(m_size);
  m_rows = new QWidget(this);
  layout->addWidget(m_rows);
  layout->addStretch(1);
  layout->addWidget(modelGpuTag(tx("GPU steps", "GPU 步骤"), this));
  layout->addWidget(sourceTag(Source::MeasuredHere,
                              tx("CPU steps: decoding and converting this image here, the median "
                                 "of 7 runs (chapter 8 shows the same figures)",
                                 "CPU 步骤：在本机对这张图解码和转换，取 7 次的中位数"
                                 "（第 8 章用的是同一组数字）"),
                              this));
}

void DataPathDemo::setContext(const DemoContext& context) {
  LessonDemo::setContext(context);
  if (!context.input || !context.hostPhases) return;
  const long long outPixels = outputPixels(context);
  m_stages = dataStages(*context.input, outPixels, *context.hostPhases);
  m_size->setText(
      tx("The window's image: %1 × %2 pixels, one channel", "窗口里的图像：%1 × %2 像素，单通道")
          .arg(context.input->width)
          .arg(context.input->height));
  delete m_rows->layout();
  for (QWidget* w : m_rows->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly)) delete w;
  auto* grid = new QGridLayout(m_rows);
  grid->setContentsMargins(0, 0, 0, 0);
  grid->setHorizontalSpacing(14);
  grid->setVerticalSpacing(2);
  int row = 0;
  for (const DataStage& s : m_stages) {
    auto* box =
        textLabel(QStringLiteral("<b>%1</b>").arg(s.name.toHtmlEscaped()), 1.1, false, m_rows);
    box->setStyleSheet(
        QStringLiteral("background: #F3F4F6; color: #111827; border: 2px solid #9CA3AF;"
                       " border-radius: 6px; padding: 4px 8px;"));
    grid->addWidget(box, row, 0);
    grid->addWidget(
        textLabel(QStringLiteral("<b>%1</b>").arg(formatBytes(s.bytes)), 1.1, false, m_rows), row,
        1);
    ++row;
    if (s.seconds >= 0) {
      const QColor c = sourceColour(s.source);
      grid->addWidget(textLabel(QStringLiteral("<span style='color:%1'>↓ %2</span>")
                                    .arg(c.name(), s.step.toHtmlEscaped()),
                                1.0, false, m_rows),
                      row, 0);
      grid->addWidget(textLabel(QStringLiteral("<span style='color:%1'><b>%2</b> · %3</span>")
                                    .arg(c.name(), formatSeconds(s.seconds), sourceName(s.source)),
                                1.0, false, m_rows),
                      row, 1);
      ++row;
    }
  }
  grid->setColumnStretch(0, 3);
  grid->setColumnStretch(1, 2);
}

}  // namespace convscope::lessons
