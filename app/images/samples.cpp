#include "images/samples.h"
#include "text/message_text.h"

#include <algorithm>

#include <QFile>
#include <QImageReader>

namespace convscope::app {
namespace {

class Samples {
  Q_DECLARE_TR_FUNCTIONS(Samples)

 public:
  static QList<SampleInfo> list() {
    const QString cc0 = tr("CC0");
    return {
        {QStringLiteral("digit"), tr("Handwritten digit (28×28, like MNIST)"), QString(),
         tr("which digit, 0–9 (default 3)")},
        {QStringLiteral("checkerboard"), tr("Checkerboard"), QString(),
         tr("side in pixels, 8–%1 (default %2)")
             .arg(kMaxGeneratedSide)
             .arg(kDefaultCheckerboardSide)},
        {QStringLiteral("gradient"), tr("Gradient"), QString(),
         tr("side in pixels, 2–%1 (default %2)").arg(kMaxGeneratedSide).arg(kDefaultGradientSide)},
        {QStringLiteral("camera"), tr("Cameraman (512×512, gray)"), tr("Lav Varshney, %1").arg(cc0),
         QString()},
        {QStringLiteral("astronaut"), tr("Astronaut Eileen Collins (512×512, colour)"),
         tr("NASA, public domain"), QString()},
        {QStringLiteral("chelsea"), tr("Chelsea the cat (451×300, colour)"),
         tr("Stefan van der Walt, %1").arg(cc0), QString()},
        {QStringLiteral("coffee"), tr("Coffee cup (600×400, colour)"),
         tr("Rachel Michetti, %1").arg(cc0), QString()},
        {QStringLiteral("coins"), tr("Greek coins (384×303, gray)"),
         tr("Brooklyn Museum, no known copyright restrictions"), QString()},
    };
  }

  static Result<int> parameter(const QString& id, const QString& text, int low, int high) {
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < low || value > high) {
      return Status::error(StatusCode::InvalidArgument,
                           tr("sample '%1' takes a whole number %2..%3 after ':', got '%4'")
                               .arg(id)
                               .arg(low)
                               .arg(high)
                               .arg(shown(text))
                               .toStdString());
    }
    return value;
  }

  static Result<QImage> load(const QString& spec) {
    const qsizetype colon = spec.indexOf(QLatin1Char(':'));
    const QString id = colon < 0 ? spec : spec.left(colon);
    const QString param = colon < 0 ? QString() : spec.mid(colon + 1);
    const bool hasParam = colon >= 0;

    if (id == QLatin1String("digit")) {
      auto digit = hasParam ? parameter(id, param, 0, 9) : Result<int>(3);
      if (!digit) return digit.status();
      return drawDigit(*digit);
    }
    if (id == QLatin1String("checkerboard")) {
      auto side = hasParam ? parameter(id, param, 8, kMaxGeneratedSide)
                           : Result<int>(kDefaultCheckerboardSide);
      if (!side) return side.status();
      return drawCheckerboard(*side);
    }
    if (id == QLatin1String("gradient")) {
      auto side =
          hasParam ? parameter(id, param, 2, kMaxGeneratedSide) : Result<int>(kDefaultGradientSide);
      if (!side) return side.status();
      return drawGradient(*side);
    }
    for (const SampleInfo& info : list()) {
      if (info.id != id || !info.parameterHint.isEmpty()) continue;
      if (hasParam) {
        return Status::error(StatusCode::InvalidArgument,
                             tr("sample '%1' takes no parameter").arg(id).toStdString());
      }
      QImageReader reader(QStringLiteral(":/samples/%1.png").arg(id));
      QImage image = reader.read();
      if (image.isNull()) {
        // Only a broken build gets here: the photos are compiled in.
        return Status::error(StatusCode::IoError, tr("built-in sample '%1' cannot be read: %2")
                                                      .arg(id, reader.errorString())
                                                      .toStdString());
      }
      return image;
    }
    return Status::error(StatusCode::InvalidArgument,
                         tr("unknown sample '%1'").arg(shown(id)).toStdString());
  }
};

}  // namespace

QList<SampleInfo> sampleList() {
  return Samples::list();
}

bool isSampleSpec(const QString& spec) {
  const QString id = spec.section(QLatin1Char(':'), 0, 0);
  for (const SampleInfo& info : sampleList()) {
    if (info.id == id) return true;
  }
  return false;
}

Result<QImage> loadSample(const QString& spec) {
  return Samples::load(spec);
}

QImage drawCheckerboard(int side) {
  QImage image(side, side, QImage::Format_Grayscale8);
  const int square = std::max(1, side / 8);
  for (int y = 0; y < side; ++y) {
    uchar* row = image.scanLine(y);
    for (int x = 0; x < side; ++x) row[x] = ((x / square + y / square) % 2) ? 255 : 0;
  }
  return image;
}

QImage drawGradient(int side) {
  QImage image(side, side, QImage::Format_Grayscale8);
  const double span = std::max(1, side - 1);
  for (int y = 0; y < side; ++y) {
    uchar* row = image.scanLine(y);
    for (int x = 0; x < side; ++x) {
      const double v = 255.0 * (0.75 * x / span + 0.25 * y / span);
      row[x] = static_cast<uchar>(v + 0.5);
    }
  }
  return image;
}

}  // namespace convscope::app
