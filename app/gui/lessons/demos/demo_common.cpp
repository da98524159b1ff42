#include "gui/lessons/demos/demo_common.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <cstring>

#include "convscope/problem.h"
#include "gui/widgets/theme.h"
#include "lesson_text/reference_gpus.h"
#include "text/busy_text.h"
#include "text/number_text.h"

namespace convscope::lessons {

bool sameBits(const Channel& a, const Channel& b) {
  return a.width == b.width && a.height == b.height && !a.pixels.empty() &&
         std::memcmp(a.data(), b.data(), a.pixels.size() * sizeof(float)) == 0;
}

long long outputPixels(const DemoContext& context) {
  const auto& problem = context.problem;
  return problem ? static_cast<long long>(problem->geometry.outWidth) * problem->geometry.outHeight
                 : context.input->pixelCount();
}

QString sourceName(Source source) {
  switch (source) {
    case Source::MeasuredHere:
      return QCoreApplication::translate("convscope::lessons::LessonDemo", "measured here");
    case Source::Recorded:
      return QCoreApplication::translate("convscope::lessons::LessonDemo",
                                         "recorded, not measured now");
    case Source::Published:
      return QCoreApplication::translate("convscope::lessons::LessonDemo",
                                         "published specification");
    case Source::PublishedRun:
      return QCoreApplication::translate("convscope::lessons::LessonDemo", "published measurement");
    case Source::Model:
      return QCoreApplication::translate("convscope::lessons::LessonDemo", "model");
    case Source::Computed:
      return QCoreApplication::translate("convscope::lessons::LessonDemo", "computed");
  }
  return {};
}

QColor sourceColour(Source source) {
  // The same hues on a dark window, lighter so that they read there.
  if (gui::isDarkPalette()) {
    switch (source) {
      case Source::MeasuredHere:
        return QColor(0x7A, 0xB8, 0xFF);
      case Source::Recorded:
        return QColor(0x5E, 0xD3, 0xD3);
      case Source::Published:
      case Source::PublishedRun:
        return QColor(0xC4, 0xA5, 0xFF);
      case Source::Model:
        return QColor(0xFB, 0xBF, 0x24);
      case Source::Computed:
        return QColor(0xC9, 0xCE, 0xD6);
    }
  }
  switch (source) {
    case Source::MeasuredHere:
      return QColor(0x1D, 0x4E, 0xD8);
    case Source::Recorded:
      return QColor(0x0F, 0x76, 0x6E);
    case Source::Published:
    case Source::PublishedRun:
      return QColor(0x6D, 0x28, 0xD9);
    case Source::Model:
      return QColor(0x92, 0x40, 0x0E);
    case Source::Computed:
      return QColor(0x37, 0x41, 0x51);
  }
  return Qt::black;
}

QLabel* textLabel(const QString& text, double scale, bool bold, QWidget* parent) {
  auto* label = new QLabel(text, parent);
  label->setFont(gui::uiFont(scale, bold));
  label->setWordWrap(true);
  label->setTextFormat(Qt::RichText);
  label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  return label;
}

void appendBusyNote(QLabel* tag, double othersBusy) {
  const QString busy = app::busyMeasurementNote(othersBusy);
  if (busy.isEmpty()) return;
  tag->setText(tag->text() + QStringLiteral("<br><span style='color:%1'>%2</span>")
                                 .arg(gui::colours::warn().name(), busy.toHtmlEscaped()));
}

QLabel* sourceTag(Source source, const QString& detail, QWidget* parent) {
  const QColor c = sourceColour(source);
  QString text = QStringLiteral("<b>%1</b>").arg(sourceName(source).toHtmlEscaped());
  if (!detail.isEmpty()) text += QStringLiteral(" · ") + detail.toHtmlEscaped();
  auto* label = textLabel(text, 0.95, false, parent);
  label->setStyleSheet(QStringLiteral("color: %1; border: 2px solid %1; border-radius: 6px;"
                                      " padding: 2px 8px;")
                           .arg(c.name()));
  return label;
}

const ReferenceGpu& demoModelGpu() {
  return referenceGpus()[1];
}

QLabel* modelGpuTag(const QString& lead, QWidget* parent) {
  const ReferenceGpu& gpu = demoModelGpu();
  const QString figures =
      QCoreApplication::translate(
          "convscope::lessons::LessonDemo",
          "%1: the model of the %2, %3 at %4 GB/s (%5 % of its peak, pinned), memory %6 GB/s "
          "(published); launch %7, %8 per copy and the pinned share (assumed); not a GPU "
          "measurement")
          .arg(lead, QString::fromStdString(gpu.name), QString::fromStdString(gpu.pcie))
          .arg(pinnedCopyGBs(gpu), 0, 'f', 1)
          .arg(100 * pinnedCopyGBs(gpu) / gpu.pciePeakGBs, 0, 'f', 0)
          .arg(gpu.memoryBandwidthGBs, 0, 'f', 0)
          .arg(formatSeconds(modelLaunchSeconds()), formatSeconds(modelCopyLatencySeconds()));
  return sourceTag(Source::Model, figures, parent);
}

QImage channelImage(const Channel& channel, bool diverging) {
  QImage image(channel.width, channel.height, QImage::Format_RGB32);
  float high = 1;
  for (float v : channel.pixels) high = std::max(high, std::abs(v));
  for (int y = 0; y < channel.height; ++y) {
    auto* row = reinterpret_cast<QRgb*>(image.scanLine(y));
    for (int x = 0; x < channel.width; ++x) {
      const float v = channel.at(x, y);
      if (!diverging) {
        const int g = std::clamp(static_cast<int>(std::lround(v)), 0, 255);
        row[x] = qRgb(g, g, g);
      } else {
        const double t = std::clamp(static_cast<double>(v) / high, -1.0, 1.0);
        const int fade = static_cast<int>(std::lround(255 * (1 - std::abs(t))));
        row[x] = t >= 0 ? qRgb(255, fade, fade) : qRgb(fade, fade, 255);
      }
    }
  }
  return image;
}

QString formatSeconds(double seconds) {
  using app::withUnit;
  if (seconds >= 1) return withUnit(QString::number(seconds, 'f', 2), QStringLiteral("s"));
  if (seconds >= 1e-3)
    return withUnit(QString::number(seconds * 1e3, 'f', seconds < 1e-2 ? 2 : 1),
                    QStringLiteral("ms"));
  return withUnit(QString::number(seconds * 1e6, 'f', seconds < 1e-5 ? 1 : 0),
                  QStringLiteral("µs"));
}

QString formatBytes(double bytes) {
  static const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  int u = 0;
  while (bytes >= 1024 && u < 4) {
    bytes /= 1024;
    ++u;
  }
  return app::withUnit(QString::number(bytes, 'f', u == 0 || bytes >= 100 ? 0 : 1),
                       QLatin1String(units[u]));
}

QString formatCount(long long n) {
  return app::formatCount(n);
}

}  // namespace convscope::lessons
