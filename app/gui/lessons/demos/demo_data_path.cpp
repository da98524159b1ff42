#include "gui/lessons/demos/demo_data_path.h"

#include <QCoreApplication>
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
  s << DataStage{
      QCoreApplication::translate("convscope::lessons::DataPathDemo", "File on disk (PNG)"),
      host.pngBytes,
      QCoreApplication::translate("convscope::lessons::DataPathDemo", "read and decode"),
      host.decodeMs / 1e3, Source::MeasuredHere};
  s << DataStage{
      QCoreApplication::translate("convscope::lessons::DataPathDemo",
                                  "Decoded image in RAM (RGBA, 8 bits a channel: 4 bytes a pixel)"),
      host.decodedBytes,
      QCoreApplication::translate("convscope::lessons::DataPathDemo", "convert to floats"),
      host.convertMs / 1e3, Source::MeasuredHere};
  s << DataStage{
      QCoreApplication::translate("convscope::lessons::DataPathDemo", "Float channel in RAM"),
      inBytes,
      QCoreApplication::translate("convscope::lessons::DataPathDemo",
                                  "copy over PCIe (pinned; pageable about twice as long)"),
      modelCopySeconds(gpu, static_cast<long long>(inBytes), true), Source::Model};
  s << DataStage{QCoreApplication::translate("convscope::lessons::DataPathDemo", "Input in VRAM"),
                 inBytes,
                 // The model's kernel figure holds its launch: chapter 8 draws the two apart.
                 QCoreApplication::translate("convscope::lessons::DataPathDemo", "launch + kernel"),
                 modelKernelSeconds(gpu, outputPixels), Source::Model};
  s << DataStage{QCoreApplication::translate("convscope::lessons::DataPathDemo", "Output in VRAM"),
                 outBytes,
                 QCoreApplication::translate("convscope::lessons::DataPathDemo",
                                             "copy back over PCIe (skipped by interop)"),
                 modelCopySeconds(gpu, static_cast<long long>(outBytes), true), Source::Model};
  s << DataStage{
      QCoreApplication::translate("convscope::lessons::DataPathDemo", "Texture on screen"),
      outBytes, QString(), -1, Source::Computed};
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
  layout->addWidget(modelGpuTag(tr("GPU steps"), this));
  layout->addWidget(sourceTag(Source::MeasuredHere,
                              tr("CPU steps: decoding and converting this image here, the median "
                                 "of 7 runs, measured once per image: chapter 8 in this window (or "
                                 "in one lessons PDF) shows the same figures; another window "
                                 "measures anew"),
                              this));
}

void DataPathDemo::setContext(const DemoContext& context) {
  LessonDemo::setContext(context);
  if (!context.input || !context.hostPhases) return;
  const long long outPixels = outputPixels(context);
  m_stages = dataStages(*context.input, outPixels, *context.hostPhases);
  m_size->setText(tr("The window's image: %1 × %2 pixels, one channel")
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
