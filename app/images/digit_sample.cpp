// The "digit" sample: a handwritten-style digit in MNIST's format, drawn from pen strokes so
// that no font (and so no display connection) is needed.
#include <algorithm>
#include <cstdlib>
#include <vector>

#include <QPainter>
#include <QPainterPath>

#include "images/samples.h"

namespace convscope::app {
namespace {

// Strokes in a 20×20 box, like MNIST's digits, which are fitted into 20×20 and centred in 28×28.
QPainterPath digitPath(int digit) {
  QPainterPath p;
  switch (digit) {
    case 0:
      p.addEllipse(QPointF(10, 10), 6, 9);
      break;
    case 1:
      p.moveTo(6.5, 4.5);
      p.lineTo(11, 1);
      p.lineTo(11, 19);
      break;
    case 2:
      p.moveTo(4, 5);
      p.cubicTo(5, 0, 16, 0, 15, 6);
      p.cubicTo(14, 10, 7, 14, 4, 19);
      p.lineTo(16.5, 19);
      break;
    case 3:
      p.moveTo(4, 3);
      p.cubicTo(8, -1, 16, 1, 14, 6);
      p.cubicTo(13, 9, 9, 9, 8, 9.5);
      p.cubicTo(16, 9, 17, 17, 12, 19);
      p.cubicTo(9, 20, 5, 19, 4, 16.5);
      break;
    case 4:
      p.moveTo(13, 19);
      p.lineTo(13, 1);
      p.lineTo(3, 13);
      p.lineTo(17, 13);
      break;
    case 5:
      p.moveTo(15, 1);
      p.lineTo(6, 1);
      p.lineTo(5, 9);
      p.cubicTo(9, 7, 16, 8, 15, 14);
      p.cubicTo(14, 20, 6, 20, 4, 17);
      break;
    case 6:
      p.moveTo(14, 1);
      p.cubicTo(7, 3, 4, 9, 4, 14);
      p.addEllipse(QPointF(10, 14), 6, 5);
      break;
    case 7:
      p.moveTo(3, 2);
      p.lineTo(16, 2);
      p.cubicTo(12, 8, 9, 13, 8, 19);
      break;
    case 8:
      p.addEllipse(QPointF(10, 5.5), 5, 4.5);
      p.addEllipse(QPointF(10, 14.5), 6, 4.8);
      break;
    default:
      p.addEllipse(QPointF(10, 6), 5.5, 5);
      p.moveTo(15.5, 6);
      p.cubicTo(15.5, 12, 13, 16, 9, 19);
      break;
  }
  return p;
}

// A [1 2 1]² / 16 blur, then stretched so the stroke's core is white again: MNIST's strokes have
// soft edges but a saturated centre.
QImage soften(const QImage& gray) {
  const int w = gray.width();
  const int h = gray.height();
  std::vector<int> sums(static_cast<size_t>(w) * h, 0);
  int peak = 1;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      int sum = 0;
      for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
          const int sx = std::clamp(x + dx, 0, w - 1);
          const int sy = std::clamp(y + dy, 0, h - 1);
          sum += gray.constScanLine(sy)[sx] * (2 - std::abs(dx)) * (2 - std::abs(dy));
        }
      }
      sums[static_cast<size_t>(y) * w + x] = sum;
      peak = std::max(peak, sum);
    }
  }
  QImage out(w, h, QImage::Format_Grayscale8);
  for (int y = 0; y < h; ++y) {
    uchar* row = out.scanLine(y);
    for (int x = 0; x < w; ++x) {
      // 1.3× the stretch to the peak saturates the stroke's middle, as a pen would.
      const int v = sums[static_cast<size_t>(y) * w + x] * 255 * 13 / (peak * 10);
      row[x] = static_cast<uchar>(std::min(255, v));
    }
  }
  return out;
}

}  // namespace

QImage drawDigit(int digit) {
  constexpr int kOversample = 4;
  constexpr int kSide = kDigitSide * kOversample;
  QImage canvas(kSide, kSide, QImage::Format_RGB32);
  canvas.fill(Qt::black);
  {
    QPainter painter(&canvas);
    painter.setRenderHint(QPainter::Antialiasing);
    QTransform t;
    t.scale(kOversample, kOversample);
    t.translate(4 + 10, 4 + 10);  // the 20×20 box centred in 28×28
    t.shear(-0.12, 0);            // a slight forward slant, as most hands write
    t.translate(-10, -10);
    painter.setTransform(t);
    QPen pen(Qt::white, 2.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(digitPath(std::clamp(digit, 0, 9)));
  }
  const QImage small =
      canvas.convertToFormat(QImage::Format_Grayscale8)
          .scaled(kDigitSide, kDigitSide, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
  return soften(small);
}

}  // namespace convscope::app
